import { frozen } from './frozen';

/**
 * Company details and system-setting defaults. Every place that names the product, its
 * support contacts or its legal entity reads them from here (never a scattered literal).
 */

export const SITE = {
  siteName: 'PetMitra',
  tagline: 'Trusted care for every pet',
  description:
    'PetMitra connects pet parents with trusted pet-service providers: walking, boarding, sitting, taxi, training, grooming, vets, pharmacies, stores, adoption, hospitals and emergency care.',
  url: 'https://petmitra.in',
  supportEmail: 'support@petmitra.in',
  supportPhone: '+91 80 4567 8900',
  /** Shown to people; `whatsappUrl` is the click-to-chat link for the same number. */
  whatsappNumber: '+91 98450 67890',
  whatsappUrl: 'https://wa.me/919845067890',
  companyName: 'PetMitra Technologies Private Limited',
  /** Same as `companyName`: the registered legal name. */
  legalName: 'PetMitra Technologies Private Limited',
  registeredAddress: {
    line1: '4th Floor, 12 Residency Road',
    locality: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    country: 'India',
  },
  /** The registered address on one line. */
  addressLine: '4th Floor, 12 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025, India',
  founded: 'September 2023',
  /** Marketing figures; the admin can change them (settings below), these are the defaults. */
  marketingFigures: {
    petParents: '10,000+',
    providers: '5,000+',
    cities: '25+',
    servicesCompleted: '50,000+',
  },
} as const;

/** Defaults for every row of system_settings, keyed by setting_key (spec part 1, sections 3 and 9). */
export const SETTINGS_DEFAULTS = frozen({
  // general
  site_name: SITE.siteName,
  site_description: SITE.description,
  maintenance_mode: false,
  allow_registrations: true,
  // email
  smtp_host: '',
  smtp_port: 587,
  smtp_user: '',
  smtp_password: '',
  from_email: SITE.supportEmail,
  from_name: SITE.siteName,
  // notifications
  email_notifications: true,
  push_notifications: true,
  sms_notifications: false,
  // security
  session_timeout: 24,
  max_login_attempts: 5,
  require_email_verification: true,
  enable_two_factor: false,
  // marketing figures (admin-editable, DESIGN section 6)
  marketing_pet_parents: SITE.marketingFigures.petParents,
  marketing_providers: SITE.marketingFigures.providers,
  marketing_cities: SITE.marketingFigures.cities,
  marketing_services_completed: SITE.marketingFigures.servicesCompleted,
  // company details shown on the policy, about and contact pages (issue 14)
  support_email: SITE.supportEmail,
  support_phone: SITE.supportPhone,
  whatsapp_number: SITE.whatsappNumber,
  company_name: SITE.companyName,
  company_address: SITE.addressLine,
  founded: SITE.founded,
});

export type SettingKey = keyof typeof SETTINGS_DEFAULTS;
/** The type of a setting's value: string, number or boolean, as its default. */
export type SettingValue<K extends SettingKey> = (typeof SETTINGS_DEFAULTS)[K] extends string
  ? string
  : (typeof SETTINGS_DEFAULTS)[K] extends number
    ? number
    : boolean;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export const SETTING_CATEGORIES = [
  'general',
  'email',
  'notifications',
  'security',
  'marketing',
  'company',
] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export const SETTING_CATEGORY: Record<SettingKey, SettingCategory> = {
  site_name: 'general',
  site_description: 'general',
  maintenance_mode: 'general',
  allow_registrations: 'general',
  smtp_host: 'email',
  smtp_port: 'email',
  smtp_user: 'email',
  smtp_password: 'email',
  from_email: 'email',
  from_name: 'email',
  email_notifications: 'notifications',
  push_notifications: 'notifications',
  sms_notifications: 'notifications',
  session_timeout: 'security',
  max_login_attempts: 'security',
  require_email_verification: 'security',
  enable_two_factor: 'security',
  marketing_pet_parents: 'marketing',
  marketing_providers: 'marketing',
  marketing_cities: 'marketing',
  marketing_services_completed: 'marketing',
  support_email: 'company',
  support_phone: 'company',
  whatsapp_number: 'company',
  company_name: 'company',
  company_address: 'company',
  founded: 'company',
};

/** Settings anyone may read (the general group, the marketing figures and company details). */
export const PUBLIC_SETTING_CATEGORIES: readonly SettingCategory[] = [
  'general',
  'marketing',
  'company',
];

/** Settings whose value is never sent back to a browser. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ['smtp_password'];

export const SETTING_KEYS = Object.keys(SETTINGS_DEFAULTS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTINGS_DEFAULTS, key);
}

export function isPublicSetting(key: SettingKey): boolean {
  return PUBLIC_SETTING_CATEGORIES.includes(SETTING_CATEGORY[key]);
}

/**
 * A stored setting value, or its default when it is missing, unparseable or of the wrong type
 * (spec: "A missing or unparseable setting falls back to its default"). `stored` is the
 * JSON-encoded setting_value as kept in the table (strings are quoted JSON strings); an
 * already-decoded value is accepted too.
 */
export function settingValueOrDefault<K extends SettingKey>(
  key: K,
  stored: unknown,
): SettingValue<K> {
  const fallback = SETTINGS_DEFAULTS[key] as SettingValue<K>;
  let value: unknown = stored;
  if (typeof stored === 'string') {
    const parsed = parseJson(stored);
    // A text setting may arrive encoded ('"PetMitra"') or already decoded ('PetMitra', '123').
    value = typeof fallback === 'string' && typeof parsed !== 'string' ? stored : parsed;
  }
  if (typeof value !== typeof fallback) return fallback;
  // The numeric settings (SMTP port, session timeout, max login attempts) are positive integers.
  if (typeof value === 'number' && !(Number.isInteger(value) && value > 0)) return fallback;
  return value as SettingValue<K>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every setting, from stored rows keyed by setting_key, with defaults for the rest. */
export function resolveSettings(stored: Readonly<Record<string, unknown>>): Settings {
  const result: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    result[key] = settingValueOrDefault(
      key,
      Object.prototype.hasOwnProperty.call(stored, key) ? stored[key] : undefined,
    );
  }
  return result as Settings;
}

/** How a value is written to setting_value: JSON text (strings become quoted JSON strings). */
export function encodeSettingValue(value: string | number | boolean): string {
  return JSON.stringify(value);
}
