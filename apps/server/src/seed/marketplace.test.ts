import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@petmitra/core/marketplace/services';
import { monthStart } from '@petmitra/core/marketplace/quota';
import { createTestApp, type TestApp } from '../../test/app';
import { requestInput, signIn } from '../../test/factories';
import { rowsOf } from '../db/client';
import { consumerQueueName } from '../events/bus';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemo } from './demo';
import { domainSeeders } from './seeders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx, domainSeeders);
});
afterAll(async () => {
  await t.close();
});

const one = async <R>(query: ReturnType<typeof sql>) =>
  rowsOf<R>(await t.ctx.db.execute(query))[0]!;

describe('marketplace demo data', () => {
  it('has services in every category and requests in every state, all before this month', async () => {
    const categories = rowsOf<{ category: string }>(
      await t.ctx.db.execute(sql`SELECT DISTINCT category FROM services WHERE is_active`),
    ).map((r) => r.category);
    expect([...categories].sort()).toEqual([...SERVICE_CATEGORIES].sort());
    const statuses = rowsOf<{ status: string; n: number }>(
      await t.ctx.db.execute(
        sql`SELECT status, count(*)::int AS n FROM service_requests GROUP BY status`,
      ),
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'completed',
      'open',
      'responded',
    ]);
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(24);
    const responseStatuses = rowsOf<{ status: string }>(
      await t.ctx.db.execute(sql`SELECT DISTINCT status FROM service_responses`),
    ).map((r) => r.status);
    expect(responseStatuses.sort()).toEqual(['accepted', 'completed', 'pending', 'rejected']);
    // History is before this month; this month holds only the seed's recent activity (another
    // parent's request; a message), so the demo parent and provider keep their free ones.
    const since = monthStart(new Date()).toISOString();
    const recent = await one<{ requests: number; responses: number; demo: number }>(sql`
      SELECT (SELECT count(*)::int FROM service_requests WHERE created_at >= ${since}::timestamptz) AS requests,
             (SELECT count(*)::int FROM service_responses WHERE created_at >= ${since}::timestamptz) AS responses,
             (SELECT count(*)::int FROM service_requests r JOIN users u ON u.id = r.requester_id
               WHERE r.created_at >= ${since}::timestamptz AND u.email = ${DEMO_ACCOUNTS.petParent.email})
           + (SELECT count(*)::int FROM service_responses x JOIN users u ON u.id = x.provider_id
               WHERE x.created_at >= ${since}::timestamptz AND u.email = ${DEMO_ACCOUNTS.provider.email}) AS demo`);
    expect(recent).toEqual({ requests: 1, responses: 0, demo: 0 });
    const inconsistent = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM service_requests r
      WHERE (r.selected_response_id IS NOT NULL) <> (r.selected_provider_id IS NOT NULL)
         OR (r.status = 'completed' AND r.selected_response_id IS NULL)
         OR (r.status = 'responded' AND NOT EXISTS (
               SELECT 1 FROM service_responses x WHERE x.request_id = r.id))`);
    expect(inconsistent.n).toBe(0);
  });

  it('opens the demo parent and provider on a bell with a message and a new request nearby', async () => {
    // The seed's recent request and message reach their consumers (a message's is held).
    await t.settle({ held: [consumerQueueName('message.sent', 'deliver')] });
    const parent = t.client();
    await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
    const forParent = (await parent.get('/api/notifications')).json();
    expect(
      forParent.notifications.map((n: { type: string; read: boolean }) => [n.type, n.read]),
    ).toEqual([['new_message', false]]);
    const inbox = (await parent.get('/api/conversations')).json();
    expect(inbox.unread).toBe(1);
    expect(forParent.notifications[0].link).toBe(`/messages/${inbox.conversations[0].id}`);
    const provider = t.client();
    await signIn(provider, DEMO_ACCOUNTS.provider.email, DEMO_ACCOUNTS.provider.password);
    const forProvider = (await provider.get('/api/notifications')).json();
    expect(
      forProvider.notifications.map((n: { type: string; read: boolean }) => [n.type, n.read]),
    ).toEqual([['service_request_new', false]]);
    const link = forProvider.notifications[0].link as string;
    const board = (await provider.get('/api/open-requests')).json();
    expect(board.requests.map((r: { id: string }) => `/request/${r.id}`)).toContain(link);
  });

  it("gives the demo parent two pets, history and this month's free request", async () => {
    const parent = t.client();
    await signIn(parent, DEMO_ACCOUNTS.petParent.email, DEMO_ACCOUNTS.petParent.password);
    const pets = (await parent.get('/api/pets')).json().pets;
    expect(pets).toHaveLength(2);
    const mine = (await parent.get('/api/my/requests')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect((await parent.get('/api/requests/quota')).json().remaining).toBe(1);
    const res = await parent.post('/api/requests', requestInput(pets[0].id));
    expect(res.statusCode).toBe(201);
  });

  it("gives the demo provider grooming and walking, a board and this month's free response", async () => {
    const provider = t.client();
    await signIn(provider, DEMO_ACCOUNTS.provider.email, DEMO_ACCOUNTS.provider.password);
    const services = (await provider.get('/api/my/services')).json().services;
    expect(services.map((s: { category: string }) => s.category).sort()).toEqual([
      'grooming',
      'walking',
    ]);
    const board = (await provider.get('/api/open-requests')).json();
    expect(board.total).toBeGreaterThan(0);
    expect((await provider.get('/api/my/responses')).json().total).toBeGreaterThan(0);
    expect((await provider.get('/api/responses/quota')).json().remaining).toBe(1);
    const res = await provider.post(`/api/requests/${board.requests[0].id}/responses`, {
      message: 'Available tomorrow morning.',
      estimatedPrice: 60_000,
    });
    expect(res.statusCode).toBe(201);
  });
});
