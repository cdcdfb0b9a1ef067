import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { distanceLabel, priceRangeLabel } from './results';
import { voiceErrorMessage } from './devices';

describe('card text', () => {
  it("a price range, one price or 'Contact for pricing'", () => {
    expect(priceRangeLabel(30_000, 150_000, 'INR')).toBe('₹300 - ₹1,500');
    expect(priceRangeLabel(50_000, 50_000, 'INR')).toBe('₹500');
    expect(priceRangeLabel(2_000, 3_000, 'USD')).toBe('$20.00 - $30.00');
    expect(priceRangeLabel(1_800, 1_800, 'GBP')).toBe('£18.00');
    expect(priceRangeLabel(null, null, 'USD')).toBe('Contact for pricing');
  });

  it('distances in km with one decimal, metres under 1 km', () => {
    expect(distanceLabel(2.44)).toBe('2.4 km');
    expect(distanceLabel(12)).toBe('12.0 km');
    expect(distanceLabel(0.45)).toBe('450 m');
  });

  it('great-circle distance', () => {
    const bengaluru = { lat: 12.9716, lng: 77.5946 };
    const chennai = { lat: 13.0827, lng: 80.2707 };
    expect(distanceKm(bengaluru, chennai)).toBeGreaterThan(285);
    expect(distanceKm(bengaluru, chennai)).toBeLessThan(295);
    expect(distanceKm(bengaluru, bengaluru)).toBe(0);
  });
});

describe('voice search errors', () => {
  it("the spec's message for each speech recognition error; 'aborted' is silent", () => {
    expect(voiceErrorMessage('no-speech')).toBe('No speech was detected. Please try again.');
    expect(voiceErrorMessage('audio-capture')).toBe(
      'No microphone was found. Please check your microphone.',
    );
    expect(voiceErrorMessage('not-allowed')).toBe(
      'Microphone permission was denied. Please allow microphone access.',
    );
    expect(voiceErrorMessage('network')).toBe(
      'Network error occurred. Please check your connection.',
    );
    expect(voiceErrorMessage('something-else')).toBe(
      'Failed to start voice search. Please try again.',
    );
    expect(voiceErrorMessage('aborted')).toBeNull();
  });
});
