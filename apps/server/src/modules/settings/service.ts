import {
  isPublicSetting,
  resolveSettings,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
} from '@petmitra/core/settings';
import type { AppContext } from '../../context';
import { systemSettings } from '../../db/schema/foundation';

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

    /** Call after writing settings: every instance reloads them on its next read. */
    async changed() {
      cached = null;
      await ctx.bus.publish(CHANGED_CHANNEL, {});
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
