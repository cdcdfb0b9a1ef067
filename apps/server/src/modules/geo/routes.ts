import type { FastifyPluginAsync } from 'fastify';
import { geoApi } from '@petmitra/core/discovery/geo-api';
import { route } from '../../http/route';
import { createGeoService } from './service';

/** Public: city suggestions for the profile form and the search location field. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  const geo = createGeoService();

  route(app, geoApi.cities, {}, async (request) => ({
    cities: geo.suggestCities(request.query.q, {
      country: request.query.country ?? null,
      limit: request.query.limit,
    }),
  }));
};
