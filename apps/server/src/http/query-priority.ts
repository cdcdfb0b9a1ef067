import { performance } from 'node:perf_hooks';
import type { HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { runAsWorkStartedAt } from '../db/fair-pool';

/**
 * Every statement a request runs queues for a PostgreSQL connection as of the request's arrival
 * (db/fair-pool.ts): under load, a request already in progress gets the next connection before a
 * newer one starts. The rest of the request (its body read a moment later included: the test
 * sends it late) runs inside this hook's `done`, so it keeps the arrival time.
 */
export const queryPriorityPlugin = fp(async (app) => {
  app.addHook('onRequest', (_request, _reply, done: HookHandlerDoneFunction) => {
    runAsWorkStartedAt(performance.now(), done);
  });
});
