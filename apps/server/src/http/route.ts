import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type {
  BodyOut,
  OperationDef,
  ParamsOut,
  QueryOut,
  ReplyOf,
} from '@petmitra/core/api/operation';

/** The request a handler of `Op` receives: params, query and body parsed by the contract. */
export type OperationRequest<Op extends OperationDef> = FastifyRequest<{
  Params: ParamsOut<Op>;
  Querystring: QueryOut<Op>;
  Body: BodyOut<Op>;
}>;

export interface RouteOptions {
  /**
   * Guards (requireUser, requireRole(...)). They run as soon as the route is known, before the
   * body is read or validated: a guest sending a bad body to a guarded route gets 401, not 400.
   */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Another check that must answer before the body is parsed. */
  onRequest?: onRequestHookHandler;
  config?: FastifyContextConfig;
}

/**
 * Registers one operation of `@petmitra/core`'s contracts: its method and path, its schemas for
 * validation, serialisation and the OpenAPI document, and the status it answers with. The
 * handler returns the reply body (typed by the contract); it may set headers on `reply`.
 */
export function route<const Op extends OperationDef>(
  app: FastifyInstance,
  operation: Op,
  options: RouteOptions,
  handler: (request: OperationRequest<Op>, reply: FastifyReply) => Promise<ReplyOf<Op>>,
) {
  const status = operation.status ?? 200;
  // Guards only read request.user (resolved by the auth plugin's onRequest hook), so they can
  // answer before the body is parsed: authorise first, then validate.
  const guards = [
    options.preHandler ?? [],
    options.onRequest ?? [],
  ].flat() as onRequestHookHandler[];
  app.route({
    method: operation.method,
    url: operation.path,
    ...(guards.length ? { onRequest: guards } : {}),
    config: { ...options.config, ...(operation.multipart ? { multipart: true } : {}) },
    schema: {
      tags: [...operation.tags],
      ...(operation.summary ? { summary: operation.summary } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        [status]: operation.reply,
        ...(operation.altStatus ? { [operation.altStatus]: operation.reply } : {}),
      },
    },
    handler: async (request, reply) => {
      reply.status(status);
      const body = await handler(request as OperationRequest<Op>, reply);
      if (status === 204) return reply.status(204).send();
      const chosen = reply.statusCode === operation.altStatus ? operation.altStatus : status;
      return reply.status(chosen).send(body);
    },
  });
}
