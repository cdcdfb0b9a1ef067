import { z } from 'zod';

/** Public runtime configuration the web app needs (never secrets). */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  /** The map tile server is a setting, never hard-coded in the web app. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  sandboxPayments: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
