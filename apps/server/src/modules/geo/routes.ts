import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuerySchema, citySuggestionsSchema } from '@petmitra/core/discovery/geo';
import { createGeoService } from './service';

/** Public: city suggestions for the profile form and the search location field. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = createGeoService(app.ctx);

  app.get(
    '/cities',
    {
      schema: {
        tags: ['geo'],
        summary: 'Cities from the offline gazetteer matching the text (typo-tolerant)',
        querystring: cityQuerySchema,
        response: { 200: citySuggestionsSchema },
      },
    },
    async (request) => ({
      cities: geo.suggestCities(request.query.q, {
        country: request.query.country ?? null,
        limit: request.query.limit,
      }),
    }),
  );
};
