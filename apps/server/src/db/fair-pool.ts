import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * When the work a statement belongs to began: an HTTP request's arrival (http/query-priority.ts
 * sets it for each request). Outside a request (jobs, start-up) a statement counts from when it
 * asks for a connection.
 */
const workStartedAt = new AsyncLocalStorage<number>();

/**
 * Runs `fn` as work that began at `startedAt` (a `performance.now()` reading), or earlier if it
 * is part of work already under way (a page the server renders asks the API in process).
 */
export function runAsWorkStartedAt<T>(startedAt: number, fn: () => T): T {
  return workStartedAt.run(Math.min(startedAt, workStartedAt.getStore() ?? startedAt), fn);
}

/** When the work this code runs for began, if it runs for some (runAsWorkStartedAt). */
export function workStart(): number | undefined {
  return workStartedAt.getStore();
}

interface Waiter {
  startedAt: number;
  order: number;
  resolve: () => void;
}

/**
 * At most `size` holders at once; when full, the waiter whose work began first goes next (ties:
 * first come). A binary heap, so a long queue costs log n per wait.
 */
export class PriorityGate {
  #active = 0;
  #order = 0;
  readonly #heap: Waiter[] = [];

  constructor(readonly size: number) {}

  get waiting(): number {
    return this.#heap.length;
  }

  acquire(startedAt: number): Promise<void> {
    if (this.#active < this.size) {
      this.#active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#push({ startedAt, order: this.#order++, resolve }));
  }

  /** Hands the place to the earliest waiter, or frees it. */
  release(): void {
    const next = this.#pop();
    if (next) next.resolve();
    else this.#active -= 1;
  }

  #before(a: Waiter, b: Waiter): boolean {
    return a.startedAt < b.startedAt || (a.startedAt === b.startedAt && a.order < b.order);
  }

  #push(waiter: Waiter) {
    const heap = this.#heap;
    heap.push(waiter);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  #pop(): Waiter | undefined {
    const heap = this.#heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < heap.length && this.#before(heap[left]!, heap[first]!)) first = left;
        if (right < heap.length && this.#before(heap[right]!, heap[first]!)) first = right;
        if (first === i) break;
        [heap[i], heap[first]] = [heap[first]!, heap[i]!];
        i = first;
      }
    }
    return top;
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres's pool, but when every connection is busy the next free one goes to the oldest
 * work (the request that arrived first) instead of the statement that asked first. A request
 * that runs several statements (its session, then its page) waited in the queue again for each
 * under load, so its latency grew with its statement count; now a request in progress finishes
 * before newer ones start, and the spread of latencies narrows (README, mixed load; decision
 * 0031). `pool.query`, transactions and dedicated clients all take a connection through
 * `connect`, so all of them are ordered.
 */
export class FairPool extends pg.Pool {
  readonly #gate: PriorityGate;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.#gate = new PriorityGate(config.max);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkout = this.#checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }

  async #checkout(): Promise<pg.PoolClient> {
    await this.#gate.acquire(workStart() ?? performance.now());
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      this.#gate.release();
      throw error;
    }
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (!released) {
        released = true;
        this.#gate.release();
      }
      return release(error);
    };
    return client;
  }
}
