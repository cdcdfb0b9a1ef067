import { z } from 'zod';

/**
 * The public settings the site's pages show (site name, marketing figures and the company
 * group), as `GET /api/settings/site-info` answers them, and the company details derived.
 */
export const siteInfoSettingsSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  marketing_pet_parents: z.string(),
  marketing_providers: z.string(),
  marketing_cities: z.string(),
  marketing_services_completed: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  whatsapp_number: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  founded: z.string(),
});
export type SiteInfoSettings = z.infer<typeof siteInfoSettingsSchema>;
