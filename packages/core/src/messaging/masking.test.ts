import { describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_PHONE, maskContactDetails } from './masking';

const mask = (text: string) => maskContactDetails(text).text;

describe('masking phone numbers', () => {
  it.each([
    ['9876543210'],
    ['98765 43210'],
    ['98765-43210'],
    ['+91 98765 43210'],
    ['+91-98765-43210'],
    ['+919876543210'],
    ['0 98765 43210'],
    ['09876543210'],
    ['(+91) 98765 43210'],
    ['011-2345 6789'],
    ['022 2345 6789'],
    ['+44 20 7946 0958'],
    ['+1 (415) 555-2671'],
    ['(415) 555-2671'],
    ['415.555.2671'],
    ['+65 6123 4567'],
    ['0044 20 7946 0958'],
    ['+971 50 123 4567'],
  ])('hides %s', (phone) => {
    expect(mask(`Call me on ${phone} tomorrow`)).toBe(`Call me on ${MASKED_PHONE} tomorrow`);
    expect(maskContactDetails(phone).masked).toBe(true);
  });

  it('hides a number at the start, the end and twice', () => {
    expect(mask('9876543210 or +91 91234 56789.')).toBe(`${MASKED_PHONE} or ${MASKED_PHONE}.`);
  });

  it('keeps prices, dates, times, counts and short numbers', () => {
    for (const text of [
      'The quote is ₹1,500 for 2 hours.',
      'See you on 2026-11-24 at 10:30',
      'See you on 24-11-2026 10:30',
      'Tiger is 3 years old and weighs 12.5 kg',
      'Flat 402, sector 21, pin 560001',
      'Order 12345',
    ]) {
      expect(maskContactDetails(text)).toEqual({ text, masked: false });
    }
  });

  it('still hides a number written right after a date', () => {
    expect(mask('2026-11-24 9876543210')).toBe(`2026-11-24 ${MASKED_PHONE}`);
  });
});

describe('masking email addresses', () => {
  it.each([
    ['anita.rao@gmail.com'],
    ['anita_rao+pets@example.co.in'],
    ['ANITA@EXAMPLE.COM'],
    ['anita at gmail dot com'],
    ['anita [at] gmail [dot] com'],
    ['anita(at)gmail(dot)com'],
  ])('hides %s', (email) => {
    expect(mask(`Write to ${email} please`)).toBe(`Write to ${MASKED_EMAIL} please`);
  });

  it('keeps ordinary sentences with at and dot', () => {
    for (const text of [
      'Meet at the park at 5',
      'I will be there at noon. Thanks!',
      'Put a dot on the map',
    ]) {
      expect(maskContactDetails(text)).toEqual({ text, masked: false });
    }
  });

  it('hides both kinds in one message', () => {
    expect(mask('Email a@b.com or call +91 98765 43210')).toBe(
      `Email ${MASKED_EMAIL} or call ${MASKED_PHONE}`,
    );
  });
});
