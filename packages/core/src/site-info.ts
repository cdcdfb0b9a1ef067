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

export interface SiteInfo {
  siteName: string;
  description: string;
  supportEmail: string;
  supportPhone: string;
  whatsappNumber: string;
  whatsappUrl: string;
  companyName: string;
  address: string;
  founded: string;
  figures: { petParents: string; providers: string; cities: string; servicesCompleted: string };
}

export function siteInfoFrom(s: Readonly<SiteInfoSettings>): SiteInfo {
  return {
    siteName: s.site_name,
    description: s.site_description,
    supportEmail: s.support_email,
    supportPhone: s.support_phone,
    whatsappNumber: s.whatsapp_number,
    whatsappUrl: `https://wa.me/${s.whatsapp_number.replace(/\D/g, '')}`,
    companyName: s.company_name,
    address: s.company_address,
    founded: s.founded,
    figures: {
      petParents: s.marketing_pet_parents,
      providers: s.marketing_providers,
      cities: s.marketing_cities,
      servicesCompleted: s.marketing_services_completed,
    },
  };
}
