import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema/foundation';

/** A stored secret setting: 'enc:v1:' then base64url of iv (12) | tag (16) | ciphertext. */
const PREFIX = 'enc:v1:';

/**
 * The key that encrypts secret settings (the SMTP password) with AES-256-GCM: made by the
 * first instance, then shared through server_secrets. It keeps the password out of the
 * settings rows, the API, the audit log and any export of system_settings; someone holding a
 * whole database dump holds the key too (docs/admin.md).
 */
export async function loadSettingsKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: 'settings', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'settings'));
  return Buffer.from(row!.value, 'base64url');
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text, or '' for an empty or unreadable value (never the ciphertext). */
export function decryptSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return '';
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return '';
  }
}
