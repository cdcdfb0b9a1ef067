import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { SITE } from '@petmitra/core/settings';
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from '@petmitra/core/notifications/settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/notifications';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * A key the server makes once and keeps in server_keys: the first instance to start writes it,
 * every other one (and every later start) reads the same row.
 */
async function keptKey(db: Db, name: string, make: () => Record<string, string>) {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing) return existing.value;
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}

/**
 * The server's keys: VAPID (Web Push) from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
 * made on first start and kept in the database; the secret that signs unsubscribe links.
 * Each is read once per process.
 */
export function createServerKeys(ctx: Pick<AppContext, 'db' | 'env'>) {
  let vapid: Promise<VapidKeys> | null = null;
  let unsubscribeSecret: Promise<string> | null = null;
  const subject = ctx.env.VAPID_SUBJECT ?? `mailto:${SITE.supportEmail}`;
  return {
    vapid(): Promise<VapidKeys> {
      vapid ??= (async () => {
        if (ctx.env.VAPID_PUBLIC_KEY && ctx.env.VAPID_PRIVATE_KEY) {
          return {
            publicKey: ctx.env.VAPID_PUBLIC_KEY,
            privateKey: ctx.env.VAPID_PRIVATE_KEY,
            subject,
          };
        }
        const kept = await keptKey(ctx.db, 'vapid', () => ({ ...webPush.generateVAPIDKeys() }));
        return { publicKey: kept.publicKey!, privateKey: kept.privateKey!, subject };
      })();
      return vapid;
    },
    unsubscribeSecret(): Promise<string> {
      unsubscribeSecret ??= keptKey(ctx.db, 'unsubscribe', () => ({
        secret: randomBytes(32).toString('base64url'),
      })).then((v) => v.secret!);
      return unsubscribeSecret;
    },
  };
}

export type ServerKeys = ReturnType<typeof createServerKeys>;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** A link token naming the user and the emails to stop: `<userId>.<scope>.<hmac>`. */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope) {
  const body = `${userId}.${scope}`;
  return `${body}.${sign(secret, body)}`;
}

/** The user and scope of a genuine token, or null (forged, altered or malformed). */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, scope, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${scope}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}

/**
 * The links of a non-transactional email: the unsubscribe page for the footer, and the
 * RFC 8058 headers whose address a mail client POSTs to for one-click unsubscribe.
 */
export function unsubscribeLinks(
  appUrl: string,
  secret: string,
  userId: string,
  scope: UnsubscribeScope,
) {
  const token = encodeURIComponent(unsubscribeToken(secret, userId, scope));
  return {
    url: `${appUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${appUrl}/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
