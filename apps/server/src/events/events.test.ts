import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { domainEvents } from '../db/schema/platform';
import { notifications } from '../db/schema/marketplace';
import { consumerQueueName } from './bus';
import type { DomainEvent } from './catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const reviewNotes = async (userId: string) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  )[0]!.n;

describe('domain events', () => {
  it('registers a consumer per event of the catalogue the modules announce', () => {
    const consumers = t.ctx.events.consumers();
    expect(consumers.get('request.created')).toContain('notify-providers');
    expect(consumers.get('password.reset_requested')).toContain('reset-link-email');
    expect(consumers.get('user.registered')).toContain('welcome-email');
  });

  it('delivers nothing when the transaction that recorded the event rolls back', async () => {
    const before = await t.ctx.db.select({ n: count() }).from(domainEvents);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.events.record(tx, 'user.registered', {
          userId: '00000000-0000-4000-8000-000000000000',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await t.ctx.db.select({ n: count() }).from(domainEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await t.settle()).toBe(0);
  });

  it('a consumer whose subject no longer exists completes without writing', async () => {
    const provider = await createUser(t.ctx, 'service_provider');
    const parent = await createUser(t.ctx, 'pet_parent');
    // A review row is what the consumer reads; record the event as the reviews service does.
    const eventId = await t.ctx.db.transaction((tx) =>
      t.ctx.events.record(tx, 'review.created', {
        reviewId: '00000000-0000-4000-8000-000000000001',
        reviewerId: parent.id,
        revieweeId: provider.id,
      }),
    );
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    // The review does not exist, so the consumer finds nothing to say: it completes, no retry.
    expect(await t.settle()).toBe(1);
    expect(await reviewNotes(provider.id)).toBe(0);
  });

  it('a consumer that runs twice for one event notifies once (dedupe key)', async () => {
    const provider = await createUser(t.ctx, 'service_provider');
    const parent = await createUser(t.ctx, 'pet_parent');
    const [event] = await t.ctx.db
      .insert(domainEvents)
      .values({ type: 'request.completed', payload: {} })
      .returning();
    const note = {
      type: 'system_announcement' as const,
      title: 'Hello',
      message: 'Once',
    };
    const { createNotificationService } = await import('../modules/notifications/service');
    const service = createNotificationService(t.ctx);
    await service.notifyMany([provider.id, parent.id], note, { dedupeKey: event!.id });
    await service.notifyMany([provider.id, parent.id], note, { dedupeKey: event!.id });
    expect(await reviewNotes(provider.id)).toBe(1);
    expect(await reviewNotes(parent.id)).toBe(1);
  });

  it('retries a consumer that throws, then completes it', async () => {
    const parent = await createUser(t.ctx, 'pet_parent');
    // An event for a user whose welcome email the consumer writes: make the first run fail by
    // sending a job whose payload the handler cannot read, then a good one.
    const bad = {
      id: '00000000-0000-4000-8000-00000000000b',
      type: 'user.registered',
      payload: null,
      actorId: null,
      occurredAt: new Date().toISOString(),
    } as unknown as DomainEvent<'user.registered'>;
    await t.ctx.jobs.send(consumerQueueName('user.registered', 'welcome-email'), bad);
    expect(await t.settle()).toBe(1);
    // It failed and waits for its retry; making retries due runs it again (and it fails again).
    expect(await t.settle({ retries: true })).toBeGreaterThanOrEqual(1);
    const good: DomainEvent<'user.registered'> = {
      ...bad,
      id: '00000000-0000-4000-8000-00000000000c',
      payload: { userId: parent.id },
    };
    await t.ctx.jobs.send(consumerQueueName('user.registered', 'welcome-email'), good);
    await t.settle();
    const { emailOutbox } = await import('../db/schema/foundation');
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, parent.email));
    expect(mails.map((m) => m.template)).toEqual(['welcome']);
    // The same event again (at-least-once delivery): still one email.
    await t.ctx.jobs.send(consumerQueueName('user.registered', 'welcome-email'), good);
    await t.settle();
    expect(
      await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, parent.email)),
    ).toHaveLength(1);
  });
});
