import { describe, expect, it } from 'vitest';
import { CHATBOT, CHATBOT_MESSAGES, chatbotReply, scoreTopic, type HelpTopic } from './chatbot';
import { CHATBOT_SUGGESTIONS, HELP_TOPICS } from './chatbot-knowledge';

const topic = (keywords: string[], priority = 1): HelpTopic => ({
  id: 't',
  keywords,
  priority,
  answer: 'A',
});

describe('chatbot scoring (spec part 1, section 5)', () => {
  it('gives +50 for the exact keyword phrase and +15 per equal word', () => {
    // "monthly plan" phrase (+50) + "monthly" (+15) + "plan" (+15)
    expect(scoreTopic('tell me about the monthly plan', topic(['monthly plan']))).toBe(80);
  });

  it('gives +3 for a partial containment', () => {
    // "plans" contains "plan": partial, no phrase, no equality
    expect(scoreTopic('plans', topic(['plan']))).toBe(3);
  });

  it('multiplies by the topic priority', () => {
    expect(scoreTopic('plan', topic(['plan'], 1.5))).toBe(65 * 1.5);
  });

  it('ignores common words such as "how" or "a"', () => {
    expect(scoreTopic('how do I a', topic(['how to a']))).toBe(0);
  });

  it('asks for a question under 3 characters', () => {
    expect(chatbotReply('hi', HELP_TOPICS)).toEqual({
      kind: 'too_short',
      text: CHATBOT_MESSAGES.tooShort,
    });
    expect(chatbotReply('   ', HELP_TOPICS).kind).toBe('too_short');
  });

  it('answers only at or above the threshold of 50', () => {
    const topics = [topic(['grooming'])];
    // equal word only: 15 < 50 → fallback; phrase + word: 65 → answer
    expect(chatbotReply('grooming tips', [topic(['dog grooming'])]).kind).toBe('fallback');
    expect(chatbotReply('grooming tips', topics).kind).toBe('answer');
    expect(CHATBOT.matchThreshold).toBe(50);
  });

  it('falls back for questions outside the documentation', () => {
    expect(chatbotReply('what is the weather in Paris', HELP_TOPICS)).toEqual({
      kind: 'fallback',
      text: CHATBOT_MESSAGES.fallback,
    });
  });

  it('answers about plans with the real prices', () => {
    const reply = chatbotReply('What plans are available?', HELP_TOPICS);
    expect(reply.kind).toBe('answer');
    expect(reply.kind === 'answer' && reply.topicId).toBe('plans');
    expect(reply.text).toContain('₹125');
    expect(reply.text).toContain('₹1,250');
  });

  it('routes each suggestion to a topic', () => {
    expect(CHATBOT_SUGGESTIONS).toHaveLength(CHATBOT.suggestionCount);
    const ids = CHATBOT_SUGGESTIONS.map((q) => {
      const reply = chatbotReply(q, HELP_TOPICS);
      return reply.kind === 'answer' ? reply.topicId : reply.kind;
    });
    expect(ids).toEqual(['plans', 'fees', 'request-statuses', 'pets']);
  });

  it('knows the request statuses, roles and fees', () => {
    const answer = (q: string) => {
      const r = chatbotReply(q, HELP_TOPICS);
      return r.kind === 'answer' ? r.topicId : r.kind;
    };
    expect(answer('what does responded status mean')).toBe('request-statuses');
    expect(answer('how do I become a provider')).toBe('roles');
    expect(answer('is there a commission on fees')).toBe('fees');
    expect(answer('can I cancel my booking')).toBe('cancellation');
    expect(answer('how do I delete my account')).toBe('account');
  });
});
