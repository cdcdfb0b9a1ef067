/**
 * The help chatbot's matching (spec part 1, sections 5 and 9): a message is scored against
 * every topic of the knowledge base — an exact keyword phrase +50, each word equal to a keyword
 * word +15, each partial containment +3, the sum multiplied by the topic's priority — and the
 * best topic answers when it scores at least 50. Computed here once; the widget only renders.
 */

export const CHATBOT = {
  replyDelayMs: 800,
  minMessageLength: 3,
  matchThreshold: 50,
  suggestionCount: 4,
  maxMessageLength: 500,
} as const;

export const CHATBOT_MESSAGES = {
  greeting:
    "Hi! I'm the PetMitra help assistant. Ask me about pets, your profile, service requests, plans, fees or roles.",
  tooShort: 'Please ask a question (at least 3 characters) and I will do my best to help.',
  fallback:
    'Sorry, I can only help with information in the PetMitra help documentation. Try one of the suggested questions, browse the FAQ or contact our support team.',
} as const;

export interface HelpTopic {
  id: string;
  /** Keyword phrases, lower case ("free request", "plan"). */
  keywords: readonly string[];
  /** Multiplier for every point this topic earns (1 = normal, 1.5 = preferred). */
  priority: number;
  answer: string;
}

const WORD = /[a-z0-9₹]+/g;

/** Words too common to count as a match on their own ("how do I add a pet"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'i',
  'my',
  'me',
  'do',
  'does',
  'is',
  'are',
  'to',
  'of',
  'on',
  'in',
  'for',
  'and',
  'or',
  'can',
  'how',
  'what',
  'who',
  'why',
  'when',
  'it',
  'be',
  'you',
  'your',
  'with',
]);

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function meaningful(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w));
}

/** The score of one topic for a message. */
export function scoreTopic(message: string, topic: HelpTopic): number {
  const text = ` ${words(message).join(' ')} `;
  const messageWords = meaningful(message);
  let score = 0;
  for (const keyword of topic.keywords) {
    const phrase = words(keyword).join(' ');
    if (!phrase) continue;
    if (text.includes(` ${phrase} `)) score += 50;
    for (const keywordWord of meaningful(keyword)) {
      for (const word of messageWords) {
        if (word === keywordWord) score += 15;
        else if (
          word.length >= 3 &&
          keywordWord.length >= 3 &&
          (word.includes(keywordWord) || keywordWord.includes(word))
        )
          score += 3;
      }
    }
  }
  return score * topic.priority;
}

export type ChatbotReply =
  | { kind: 'too_short'; text: string }
  | { kind: 'answer'; text: string; topicId: string; score: number }
  | { kind: 'fallback'; text: string };

/** The bot's reply to a message: the best topic at or above the threshold, else the fallback. */
export function chatbotReply(message: string, topics: readonly HelpTopic[]): ChatbotReply {
  const trimmed = message.trim();
  if (trimmed.length < CHATBOT.minMessageLength) {
    return { kind: 'too_short', text: CHATBOT_MESSAGES.tooShort };
  }
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of topics) {
    const score = scoreTopic(trimmed, topic);
    if (!best || score > best.score) best = { topic, score };
  }
  if (!best || best.score < CHATBOT.matchThreshold) {
    return { kind: 'fallback', text: CHATBOT_MESSAGES.fallback };
  }
  return { kind: 'answer', text: best.topic.answer, topicId: best.topic.id, score: best.score };
}
