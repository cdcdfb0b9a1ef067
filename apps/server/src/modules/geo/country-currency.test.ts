import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparablePaise,
  CURRENCY_COUNTRY_KEYS,
  MARKETPLACE_CURRENCIES,
  priceCurrencyForCountry,
} from '@petmitra/core/marketplace/money';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { COUNTRY_ROWS } from './gazetteer-data';

/**
 * Migration 0031's SQL functions follow core's money rules (decision 0026): the currency of
 * prices in every country the gazetteer knows, however it is written, and the fixed rates.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the database and core agree on the currency rule and the rates', () => {
  it('marketplace_currency_for_country() is priceCurrencyForCountry() for every spelling we know', async () => {
    const samples = [
      ...Object.values(CURRENCY_COUNTRY_KEYS).flat(),
      ...COUNTRY_ROWS.flatMap(([code, name, aliases]) => [code, name, ...aliases]),
      'España',
      '  United   Kingdom ',
      'U.S.A.',
      '',
      'Atlantis',
    ];
    for (const country of samples) {
      const [row] = rowsOf<{ c: string }>(
        await t.ctx.db.execute(sql`SELECT marketplace_currency_for_country(${country}) AS c`),
      );
      expect([country, row!.c]).toEqual([country, priceCurrencyForCountry(country)]);
    }
    const [none] = rowsOf<{ c: string }>(
      await t.ctx.db.execute(sql`SELECT marketplace_currency_for_country(NULL) AS c`),
    );
    expect(none!.c).toBe('INR');
  });

  it('marketplace_comparable_paise() is comparablePaise(), and no amount stays none', async () => {
    const [missing] = rowsOf<{ p: number | null }>(
      await t.ctx.db.execute(sql`SELECT marketplace_comparable_paise(NULL, 'USD') AS p`),
    );
    expect(missing!.p).toBeNull();
    for (const currency of MARKETPLACE_CURRENCIES) {
      for (const amount of [0, 1, 99, 2_500, 123_457, 100_000_000]) {
        const [row] = rowsOf<{ p: number }>(
          await t.ctx.db.execute(
            sql`SELECT marketplace_comparable_paise(${amount}::integer, ${currency}) AS p`,
          ),
        );
        expect([currency, amount, Number(row!.p)]).toEqual([
          currency,
          amount,
          comparablePaise(amount, currency),
        ]);
      }
    }
  });
});
