import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { createUser, signIn } from '../../../test/factories';
import { rowsOf } from '../../db/client';
import { createUserRepository } from './repository';

/** The admin's users list (GET /api/admin/users, issue 12) against the plain ILIKE query. */

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, 'super_admin');
  client = t.client();
  await signIn(client, admin.email);
});
afterAll(async () => {
  await t.close();
});

describe('the admin users list: same rows, order and total as the plain rule', () => {
  /**
   * The list against the plain reading of the rule, run in SQL on the same accounts: name or
   * email ILIKE the term (its '%', '_' and '\\' taken literally; no term: every account), the
   * role, newest first with ties by id. Same rows, same order, same total, on every page, for
   * the kinds of query the console sees: a name fragment, an email fragment, 1 and 2
   * characters, no match, with and without the role; both ways the list finds a page (few
   * matches sorted, or the newest-first index walked).
   */
  it('gives the same rows, order and total as name/email ILIKE on every page', async () => {
    const tag = randomUUID().slice(0, 6);
    const names = [`Émile ${tag}`, `ÉMILE ${tag} Kumar`, `kumar_${tag}`, `Ku%mar ${tag}`];
    const made: string[] = [];
    for (let i = 0; i < 14; i++) {
      const user = await createUser(t.ctx, i % 3 ? 'pet_parent' : 'service_provider', {
        name: `${names[i % names.length]} ${i}`,
        email: `Q${i % 5}.${tag.toUpperCase()}+${i}@Example.com`,
      });
      made.push(user.id);
    }
    // Ties on created_at: four accounts created at the same instant, the rest a second apart.
    await t.ctx.db.execute(sql`
      UPDATE users SET created_at = timestamptz '2026-01-01' + (CASE WHEN n <= 4 THEN 0 ELSE n END) * interval '1 second'
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users
               WHERE id IN ${sql.raw(`(${made.map((id) => `'${id}'`).join(', ')})`)}) x
       WHERE users.id = x.id`);

    async function reference(q: string, role?: string) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = rowsOf<{ id: string }>(
        await t.ctx.db.execute(sql`
          SELECT id FROM users
           WHERE (name ILIKE ${pattern} OR email ILIKE ${pattern})
             ${role ? sql`AND role = ${role}` : sql``}
           ORDER BY created_at DESC, id DESC`),
      );
      return rows.map((r) => r.id);
    }
    const queries = [
      tag, // a fragment of every name and email of the cohort
      `émile ${tag}`, // a name fragment, other case, beyond ASCII
      `q3.${tag}`, // an email fragment, other case
      `_${tag}`, // '_' is a character
      `u%m`, // '%' is a character
      'é', // one character
      'Q1', // two characters
      `zz${tag}zz`, // no match
      '', // no term: every account (the total from the running totals)
    ];
    const walking = createUserRepository(t.ctx.db, { plan: 'walk' });
    const collecting = createUserRepository(t.ctx.db, { plan: 'collect' });
    for (const q of queries) {
      for (const role of [undefined, 'pet_parent', 'service_provider'] as const) {
        const expected = await reference(q, role);
        for (const pageSize of [3, 100]) {
          // The first pages, the last and the one after it (empty).
          const last = Math.max(1, Math.ceil(expected.length / pageSize));
          for (const page of new Set([1, 2, last, last + 1])) {
            const slice = expected.slice((page - 1) * pageSize, page * pageSize);
            const params = new URLSearchParams({
              q,
              page: String(page),
              pageSize: String(pageSize),
            });
            if (role) params.set('role', role);
            const res = (await client.get(`/api/admin/users?${params}`)).json();
            const label = `q=${q} role=${role} page=${page}/${pageSize}`;
            expect({
              label,
              total: res.total,
              ids: res.users.map((u: { id: string }) => u.id),
            }).toEqual({ label, total: expected.length, ids: slice });
            // The newest-first walk, taken whatever the number of matches, gives the same.
            const walked = await walking.list({
              q,
              ...(role ? { role } : {}),
              limit: pageSize,
              offset: (page - 1) * pageSize,
            });
            expect({ label, total: walked.total, ids: walked.rows.map((u) => u.id) }).toEqual({
              label,
              total: expected.length,
              ids: slice,
            });
            // And so does collecting every match and sorting them.
            const collected = await collecting.list({
              q,
              ...(role ? { role } : {}),
              limit: pageSize,
              offset: (page - 1) * pageSize,
            });
            expect({ label, total: collected.total, ids: collected.rows.map((u) => u.id) }).toEqual(
              {
                label,
                total: expected.length,
                ids: slice,
              },
            );
          }
        }
      }
    }
    expect(await reference(tag)).toHaveLength(14);
  }, 120_000);
});
