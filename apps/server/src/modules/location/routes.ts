import type { FastifyPluginAsync } from 'fastify';
import { locationApi } from '@petmitra/core/location/location-api';
import { route } from '../../http/route';
import { locate } from './service';

/** The visitor's location from their address (public; no outside service is asked). */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  route(app, locationApi.detect, {}, async (request, reply) => {
    // It depends on the caller's address: never stored by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return locate(request.ip);
  });
};
