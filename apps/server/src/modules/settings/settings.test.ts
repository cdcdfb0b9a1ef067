import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { systemSettings } from '../../db/schema/foundation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const write = (key: string, value: unknown) =>
  t.ctx.db
    .insert(systemSettings)
    .values({ settingKey: key, settingValue: value, category: 'general', isPublic: true })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: value } });

describe('system settings', () => {
  it('falls back to the spec defaults, reads stored rows, and ignores unreadable ones', async () => {
    expect(await t.ctx.settings.get('site_name')).toBe('PetMitra');
    expect(await t.ctx.settings.get('max_login_attempts')).toBe(5);
    await write('site_name', 'PetMitra Pune');
    await write('max_login_attempts', 'lots');
    await t.ctx.settings.changed();
    expect(await t.ctx.settings.get('site_name')).toBe('PetMitra Pune');
    expect(await t.ctx.settings.get('max_login_attempts')).toBe(5);
    const shown = await t.ctx.settings.publicSettings();
    expect(shown.site_name).toBe('PetMitra Pune');
    expect('smtp_password' in shown).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a change on one instance is seen by another at once',
    async () => {
      const second = await t.sibling();
      expect(await second.ctx.settings.get('maintenance_mode')).toBe(false);
      await write('maintenance_mode', true);
      await t.ctx.settings.changed();
      for (let i = 0; i < 50 && (await second.ctx.settings.get('maintenance_mode')) !== true; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await second.ctx.settings.get('maintenance_mode')).toBe(true);
    },
  );
});

describe('the site-info settings read', () => {
  it('answers company details and figures from the settings, never a secret', async () => {
    const before = (await t.client().get('/api/settings/site-info')).json();
    expect(before).toMatchObject({
      support_email: 'support@petmitra.in',
      company_name: 'PetMitra Technologies Private Limited',
      marketing_pet_parents: '10,000+',
    });
    expect('smtp_password' in before).toBe(false);
    expect('smtp_host' in before).toBe(false);
    await write('support_email', JSON.stringify('help@petmitra.in'));
    await t.ctx.settings.changed();
    const after = (await t.client().get('/api/settings/site-info')).json();
    expect(after.support_email).toBe('help@petmitra.in');
    await write('support_email', JSON.stringify('support@petmitra.in'));
    await t.ctx.settings.changed();
  });
});
