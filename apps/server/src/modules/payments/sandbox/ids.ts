import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id shaped like the gateway's: Razorpay `order_` + 14 characters, PayPal 17 upper-case. */
export function sandboxId(prefix: string, length: number): string {
  const alphabet = prefix ? ALPHABET : UPPER;
  const bytes = randomBytes(length);
  let out = prefix;
  for (let i = 0; i < length; i++) out += alphabet[bytes[i]! % alphabet.length];
  return out;
}
