import type { Executor } from '../db/client';
import { domainEvents } from '../db/schema/platform';
import type { JobQueue, JobSpec } from '../jobs/queue';
import type { DomainEvent, DomainEventMap, DomainEventType } from './catalogue';

export type ConsumerOptions = Pick<
  JobSpec<object>,
  'retryLimit' | 'retryDelaySeconds' | 'retryDelayMaxSeconds' | 'concurrency' | 'expireInSeconds'
> & {
  /** The consumer runs no earlier than this many seconds after the event (default at once). */
  delaySeconds?: number;
};

export interface EventBus {
  /**
   * Records an event inside the caller's transaction, with one job per consumer: if the
   * transaction rolls back, no consumer ever hears of it; if it commits, every consumer will.
   */
  record<T extends DomainEventType>(
    tx: Executor,
    type: T,
    payload: DomainEventMap[T],
    options?: { actorId?: string | null },
  ): Promise<string>;
  /**
   * Registers a consumer of one event type (before the job queue starts). Its handler runs at
   * least once per event, with retries and backoff when it throws: make it idempotent.
   */
  consume<T extends DomainEventType>(
    type: T,
    consumer: string,
    handler: (event: DomainEvent<T>) => Promise<void>,
    options?: ConsumerOptions,
  ): void;
  /** The registered consumers, by event type (docs and tests). */
  consumers(): ReadonlyMap<DomainEventType, readonly string[]>;
}

export const consumerQueueName = (type: DomainEventType, consumer: string) =>
  `event/${type}/${consumer}`;

export function createEventBus(jobs: JobQueue): EventBus {
  const byType = new Map<DomainEventType, string[]>();
  const delays = new Map<string, number>();

  return {
    async record(tx, type, payload, options = {}) {
      const [row] = await tx
        .insert(domainEvents)
        .values({
          type,
          payload: payload as Record<string, unknown>,
          actorId: options.actorId ?? null,
        })
        .returning({ id: domainEvents.id, createdAt: domainEvents.createdAt });
      const event: DomainEvent = {
        id: row!.id,
        type,
        payload,
        actorId: options.actorId ?? null,
        occurredAt: row!.createdAt.toISOString(),
      };
      for (const consumer of byType.get(type) ?? []) {
        const name = consumerQueueName(type, consumer);
        const delay = delays.get(name);
        await jobs.send(name, event, { tx, ...(delay ? { startAfter: delay } : {}) });
      }
      return event.id;
    },

    consume(type, consumer, handler, { delaySeconds, ...options } = {}) {
      const names = byType.get(type) ?? [];
      if (names.includes(consumer))
        throw new Error(`Consumer ${type}/${consumer} registered twice`);
      byType.set(type, [...names, consumer]);
      if (delaySeconds) delays.set(consumerQueueName(type, consumer), delaySeconds);
      jobs.define<DomainEvent<typeof type>>({
        name: consumerQueueName(type, consumer),
        handler: (event) => handler(event),
        ...options,
      });
    },

    consumers() {
      return byType;
    },
  };
}
