import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '@petmitra/core/discovery/results';
import { createTestApp, type TestApp } from '../../../test/app';
import { providerWithServices } from '../../../test/discovery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 5; i += 1) {
    await providerWithServices(t.client(), { name: `Bella Groomer ${i}`, city: 'Bellary' }, [
      { name: `Bella Grooming Studio ${i}`, category: 'grooming' },
    ]);
  }
  const hidden = await providerWithServices(t.client(), { name: 'Bella Hidden' }, [
    { name: 'Bella Hidden Spa', category: 'grooming' },
  ]);
  await t.ctx.database.exec(`UPDATE users SET suspended_at = now() WHERE id = '${hidden.user.id}'`);
});
afterAll(async () => {
  await t.close();
});

const suggest = async (q: string) =>
  (await t.client().get(`/api/search/suggestions?q=${encodeURIComponent(q)}`)).json()
    .suggestions as Suggestion[];

describe('suggestions', () => {
  it('at most 8: 3 services, 3 providers, 2 places, in that order', async () => {
    const all = await suggest('bella');
    const count = (type: string) => all.filter((s) => s.type === type).length;
    expect(count('service')).toBe(3);
    expect(count('provider')).toBe(3);
    expect(count('location')).toBeLessThanOrEqual(2);
    expect(count('location')).toBeGreaterThanOrEqual(1);
    expect(all.length).toBeLessThanOrEqual(8);
    expect(all.map((s) => s.type)).toEqual(
      [...all.map((s) => s.type)].sort(
        (a, b) =>
          ['service', 'provider', 'location'].indexOf(a) -
          ['service', 'provider', 'location'].indexOf(b),
      ),
    );
    expect(all.find((s) => s.type === 'service')).toMatchObject({
      category: 'grooming',
      providerId: null,
    });
    expect(all.find((s) => s.type === 'provider')!.providerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(all.find((s) => s.type === 'location')).toMatchObject({
      label: 'Bellary',
      detail: 'Karnataka, India',
    });
    expect(all.map((s) => s.label).join(' ')).not.toContain('Hidden');
  });

  it('tolerates typos and partial words', async () => {
    const services = (await suggest('belle groo')).filter((s) => s.type === 'service');
    expect(services.length).toBeGreaterThan(0);
    expect(services[0]!.label).toMatch(/^Bella Grooming Studio/);
    expect((await suggest('mumb')).find((s) => s.type === 'location')?.label).toBe('Mumbai');
  });

  it('nothing for blank or one-letter text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
    expect(await suggest('b')).toEqual([]);
  });
});
