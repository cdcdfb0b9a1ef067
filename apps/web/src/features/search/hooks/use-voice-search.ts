import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import {
  VOICE_SEARCH_MESSAGES,
  voiceErrorMessage,
  type VoiceSearchState,
} from '@petmitra/core/discovery/devices';

/** The parts of the Web Speech API this page uses (TypeScript's DOM library lacks them). */
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<RecognitionAlternative> & { isFinal: boolean }>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

export interface VoiceSearch {
  supported: boolean;
  state: VoiceSearchState;
  /** What was heard so far (interim while listening, final once done). */
  transcript: string;
  error: string | null;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

/**
 * Voice search through the browser's speech recognition: idle, listening, done (with the
 * transcript handed to onResult) or error (with the spec's message). An aborted recognition,
 * which is what closing the dialog does, returns to idle without a message.
 */
export function useVoiceSearch(onResult: (text: string) => void, lang = 'en-IN'): VoiceSearch {
  // A page the server rendered shows the button as most phones have it (supported) until the
  // app has taken over and can ask the browser (hooks/use-hydrated.ts).
  const hydrated = useHydrated();
  const supported = hydrated ? recognitionConstructor() !== null : true;
  const [state, setState] = useState<VoiceSearchState>('idle');
  const [transcript, setTranscript] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const onResultRef = useRef(onResult);

  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const stop = useCallback(() => {
    recognitionRef.current?.abort();
    recognitionRef.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setState('idle');
    setTranscript('');
    setError(null);
  }, [stop]);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      setState('error');
      setError(VOICE_SEARCH_MESSAGES.unsupported);
      return;
    }
    stop();
    setTranscript('');
    setError(null);

    let finalText = '';
    let failed = false;
    try {
      const recognition = new Constructor();
      recognition.lang = lang;
      recognition.continuous = false;
      recognition.interimResults = true;
      recognition.maxAlternatives = 1;
      recognition.onresult = (event) => {
        let heard = '';
        for (let i = 0; i < event.results.length; i += 1) {
          const result = event.results[i];
          const text = result?.[0]?.transcript ?? '';
          heard += text;
          if (result?.isFinal) finalText += text;
        }
        setTranscript(heard.trim());
      };
      recognition.onerror = (event) => {
        failed = true;
        const message = voiceErrorMessage(event.error);
        if (message) {
          setState('error');
          setError(message);
        } else {
          setState('idle');
        }
      };
      recognition.onend = () => {
        if (recognitionRef.current === recognition) recognitionRef.current = null;
        if (failed) return;
        const text = finalText.trim();
        if (text) {
          setTranscript(text);
          setState('done');
          onResultRef.current(text);
        } else {
          setState('error');
          setError(VOICE_SEARCH_MESSAGES.noSpeech);
        }
      };
      recognitionRef.current = recognition;
      recognition.start();
      setState('listening');
    } catch {
      recognitionRef.current = null;
      setState('error');
      setError(VOICE_SEARCH_MESSAGES.failedToStart);
    }
  }, [lang, stop]);

  // Never leave the microphone open after the page goes away.
  useEffect(() => stop, [stop]);

  return { supported, state, transcript, error, start, stop, reset };
}
