/**
 * What the browser's devices answer in discovery: geolocation, voice search and image search
 * (spec part 2, sections 4, 8 and 9), and the map's fixed settings.
 */

export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: false,
  /** Give up after 10 s. */
  timeout: 10_000,
  /** A position up to 5 minutes old will do. */
  maximumAge: 5 * 60_000,
} as const;

export const GEOLOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser.',
  unavailable: 'Unable to get your current location. Please enter manually.',
} as const;

/** The map: zoom 5-18, starting at 12, centred on Bengaluru until the user's position is known. */
export const MAP_SETTINGS = {
  minZoom: 5,
  maxZoom: 18,
  initialZoom: 12,
  defaultCentre: { lat: 12.9716, lng: 77.5946, label: 'Bengaluru' },
} as const;

export const VOICE_SEARCH_STATES = ['idle', 'listening', 'done', 'error'] as const;
export type VoiceSearchState = (typeof VOICE_SEARCH_STATES)[number];

export const VOICE_SEARCH_MESSAGES = {
  unsupported: 'Speech recognition is not supported in this browser',
  noSpeech: 'No speech was detected. Please try again.',
  noMicrophone: 'No microphone was found. Please check your microphone.',
  permissionDenied: 'Microphone permission was denied. Please allow microphone access.',
  network: 'Network error occurred. Please check your connection.',
  failedToStart: 'Failed to start voice search. Please try again.',
} as const;

/**
 * The message for a SpeechRecognition error code; null for 'aborted', which the spec keeps
 * silent (the user closed the dialog).
 */
export function voiceErrorMessage(code: string | null | undefined): string | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'no-speech':
      return VOICE_SEARCH_MESSAGES.noSpeech;
    case 'audio-capture':
      return VOICE_SEARCH_MESSAGES.noMicrophone;
    case 'not-allowed':
    case 'service-not-allowed':
      return VOICE_SEARCH_MESSAGES.permissionDenied;
    case 'network':
      return VOICE_SEARCH_MESSAGES.network;
    default:
      return VOICE_SEARCH_MESSAGES.failedToStart;
  }
}

export const IMAGE_SEARCH_STATES = ['empty', 'chosen', 'analysing', 'results'] as const;
export type ImageSearchState = (typeof IMAGE_SEARCH_STATES)[number];

export const IMAGE_SEARCH_MESSAGES = {
  cameraUnavailable: 'Camera access denied or not available',
  analyseFailed: 'Failed to analyze image. Please try again.',
  uploadFailed: 'Failed to upload image for search',
  searchFailed: 'Failed to perform image search',
} as const;
