import type { SiteInfoSettings } from './site-info-schema';

// The reply's schema is in site-info-schema.ts: the pages that show these figures load no zod.
export type { SiteInfoSettings } from './site-info-schema';

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
