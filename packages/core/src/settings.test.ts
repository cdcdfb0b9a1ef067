import { describe, expect, it } from 'vitest';
import {
  encodeSettingValue,
  isPublicSetting,
  isSettingKey,
  resolveSettings,
  SETTING_CATEGORY,
  SETTING_KEYS,
  SETTINGS_DEFAULTS,
  settingValueOrDefault,
  SITE,
} from './settings';

describe('SITE', () => {
  it('names the product and its company', () => {
    expect(SITE.siteName).toBe('PetMitra');
    expect(SITE.supportEmail).toBe('support@petmitra.in');
    expect(SITE.supportPhone).toBe('+91 80 4567 8900');
    expect(SITE.companyName).toBe('PetMitra Technologies Private Limited');
    expect(SITE.legalName).toBe(SITE.companyName);
    expect(SITE.registeredAddress.city).toBe('Bengaluru');
    expect(SITE.registeredAddress.state).toBe('Karnataka');
    expect(SITE.registeredAddress.country).toBe('India');
    expect(SITE.addressLine).toContain('Bengaluru, Karnataka');
    expect(SITE.founded).toBe('September 2023');
    expect(SITE.whatsappUrl).toBe(`https://wa.me/${SITE.whatsappNumber.replace(/\D/g, '')}`);
  });

  it('has the marketing figures', () => {
    expect(SITE.marketingFigures).toEqual({
      petParents: '10,000+',
      providers: '5,000+',
      cities: '25+',
      servicesCompleted: '50,000+',
    });
  });
});

describe('SETTINGS_DEFAULTS', () => {
  it('holds the spec defaults', () => {
    expect(SETTINGS_DEFAULTS).toMatchObject({
      site_name: 'PetMitra',
      maintenance_mode: false,
      allow_registrations: true,
      smtp_port: 587,
      session_timeout: 24,
      max_login_attempts: 5,
      require_email_verification: true,
      enable_two_factor: false,
      email_notifications: true,
      push_notifications: true,
      sms_notifications: false,
      from_email: 'support@petmitra.in',
    });
    expect(SETTINGS_DEFAULTS.site_description.length).toBeGreaterThan(0);
  });

  it('puts every key in a category, with general and marketing public', () => {
    for (const key of SETTING_KEYS) expect(SETTING_CATEGORY[key]).toBeDefined();
    expect(isPublicSetting('site_name')).toBe(true);
    expect(isPublicSetting('marketing_cities')).toBe(true);
    expect(isPublicSetting('smtp_password')).toBe(false);
    expect(isPublicSetting('session_timeout')).toBe(false);
  });

  it('recognises setting keys', () => {
    expect(isSettingKey('smtp_port')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(isSettingKey('nope')).toBe(false);
  });
});

describe('settingValueOrDefault', () => {
  it('reads JSON-encoded values', () => {
    expect(settingValueOrDefault('site_name', '"Pet Co"')).toBe('Pet Co');
    expect(settingValueOrDefault('smtp_port', '2525')).toBe(2525);
    expect(settingValueOrDefault('maintenance_mode', 'true')).toBe(true);
  });

  it('reads already-decoded values, including text that looks like JSON', () => {
    expect(settingValueOrDefault('site_name', 'Pet Co')).toBe('Pet Co');
    expect(settingValueOrDefault('site_name', '123')).toBe('123');
    expect(settingValueOrDefault('smtp_port', 465)).toBe(465);
    expect(settingValueOrDefault('maintenance_mode', true)).toBe(true);
  });

  it('falls back to the default when missing, unparseable or of the wrong type', () => {
    expect(settingValueOrDefault('smtp_port', undefined)).toBe(587);
    expect(settingValueOrDefault('smtp_port', null)).toBe(587);
    expect(settingValueOrDefault('smtp_port', '{oops')).toBe(587);
    expect(settingValueOrDefault('smtp_port', '"587"')).toBe(587);
    expect(settingValueOrDefault('smtp_port', '-1')).toBe(587);
    expect(settingValueOrDefault('session_timeout', '1.5')).toBe(24);
    expect(settingValueOrDefault('maintenance_mode', '"yes"')).toBe(false);
    expect(settingValueOrDefault('allow_registrations', 'nonsense')).toBe(true);
    expect(settingValueOrDefault('site_name', 42)).toBe('PetMitra');
  });

  it('round-trips what encodeSettingValue writes', () => {
    expect(settingValueOrDefault('site_name', encodeSettingValue('true'))).toBe('true');
    expect(settingValueOrDefault('max_login_attempts', encodeSettingValue(7))).toBe(7);
    expect(settingValueOrDefault('enable_two_factor', encodeSettingValue(true))).toBe(true);
  });
});

describe('resolveSettings', () => {
  it('fills in defaults for missing rows', () => {
    const settings = resolveSettings({ site_name: '"Other"', smtp_port: 'bad', unknown_key: '1' });
    expect(settings.site_name).toBe('Other');
    expect(settings.smtp_port).toBe(587);
    expect(settings.sms_notifications).toBe(false);
    expect(Object.keys(settings).sort()).toEqual([...SETTING_KEYS].sort());
  });
});
