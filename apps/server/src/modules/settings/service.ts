import { createHmac } from 'node:crypto';
import { max } from 'drizzle-orm';
import {
  isPublicSetting,
  resolveSettings,
  SETTING_CATEGORY,
  SITE,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
} from '@petmitra/core/settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema/foundation';
import { decryptSecret, encryptSecret, loadSettingsKey } from './secrets';

/** The SMTP server the settings name (host set), with the password decrypted. */
export interface SettingsSmtp {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
}

/** How long an instance trusts its copy when no change message reached it. */
const CACHE_MS = 10_000;
const CHANGED_CHANNEL = 'settings:changed';

/**
 * The system settings (spec part 1: rows of system_settings, each falling back to its default
 * when missing or unreadable). Read on hot paths (maintenance mode, registrations, login
 * limits), so each instance keeps a copy for 10 s, dropped at once on every instance when a
 * setting changes (the realtime bus).
 */
export function createSettingsService(ctx: Pick<AppContext, 'db' | 'bus'>) {
  let cached: { at: number; settings: Settings } | null = null;
  let loading: Promise<Settings> | null = null;
  ctx.bus.subscribe(CHANGED_CHANNEL, () => {
    cached = null;
  });

  let key: Promise<Buffer> | null = null;
  const settingsKey = () => (key ??= loadSettingsKey(ctx.db));

  const load = async (): Promise<Settings> => {
    const rows = await ctx.db
      .select({ key: systemSettings.settingKey, value: systemSettings.settingValue })
      .from(systemSettings);
    return resolveSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  };

  return {
    async all(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.settings;
      loading ??= load()
        .then((settings) => {
          cached = { at: Date.now(), settings };
          return settings;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },

    async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
      return (await this.all())[key];
    },

    /** The settings anyone may read (general and marketing groups). */
    async publicSettings(): Promise<Partial<Settings>> {
      const all = await this.all();
      return Object.fromEntries(
        SETTING_KEYS.filter(isPublicSetting).map((key) => [key, all[key]]),
      ) as Partial<Settings>;
    },

    /**
     * Writes setting rows (key, JSON value, category, is_public, updated_at) in the caller's
     * transaction. Call `changed()` after the commit.
     */
    async write(values: Partial<Record<SettingKey, string | number | boolean>>, tx: Db = ctx.db) {
      const now = new Date();
      for (const [k, value] of Object.entries(values)) {
        const settingKey = k as SettingKey;
        await tx
          .insert(systemSettings)
          .values({
            settingKey,
            settingValue: value,
            category: SETTING_CATEGORY[settingKey],
            isPublic: isPublicSetting(settingKey),
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: systemSettings.settingKey,
            set: { settingValue: value, updatedAt: now },
          });
      }
    },

    /** When a setting was last saved, or null when every setting is its default. */
    async updatedAt(): Promise<Date | null> {
      const [row] = await ctx.db.select({ at: max(systemSettings.updatedAt) }).from(systemSettings);
      return row?.at ?? null;
    },

    /** A secret setting's stored form (encrypted). */
    async encrypt(plain: string): Promise<string> {
      return plain ? encryptSecret(await settingsKey(), plain) : '';
    },

    /** A secret stored with `encrypt`, in clear ('' when empty or unreadable). */
    async decrypt(stored: string): Promise<string> {
      return decryptSecret(await settingsKey(), stored);
    },

    /** An HMAC-SHA256 (base64url) with the settings key: tokens only this server can make. */
    async sign(data: string): Promise<string> {
      return createHmac('sha256', await settingsKey())
        .update(data)
        .digest('base64url');
    },

    /** The SMTP password in clear, for the mailer and the connection test only. */
    async smtpPassword(): Promise<string> {
      return decryptSecret(await settingsKey(), (await this.all()).smtp_password);
    },

    /** The SMTP server of the settings, or undefined when no host is set (the env's applies). */
    async smtp(): Promise<SettingsSmtp | undefined> {
      const s = await this.all();
      if (!s.smtp_host) return undefined;
      const password = await this.smtpPassword();
      return {
        host: s.smtp_host,
        port: s.smtp_port,
        ...(s.smtp_user ? { user: s.smtp_user } : {}),
        ...(password ? { password } : {}),
        // Quoted, so a name with a comma or angle bracket stays one display name.
        from: `"${(s.from_name || s.site_name).replace(/["\\]/g, '')}" <${s.from_email || SITE.supportEmail}>`,
      };
    },

    /** Call after writing settings: every instance reloads them on its next read. */
    async changed() {
      cached = null;
      await ctx.bus.publish(CHANGED_CHANNEL, {});
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
