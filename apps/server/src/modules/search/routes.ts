import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchFiltersSchema } from '@petmitra/core/discovery/search';
import {
  searchResultSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from '@petmitra/core/discovery/results';
import { createSearchService } from './service';

/** Public: search and the directory work without signing in. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(app.ctx);

  app.get(
    '/services',
    {
      schema: {
        tags: ['search'],
        summary: 'Active services matching the filters, one page, with the counts',
        querystring: searchFiltersSchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request) => search.search(request.query),
  );

  app.get(
    '/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 8 suggestions: 3 services, 3 providers, 2 places',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => ({ suggestions: await search.suggest(request.query.q) }),
  );
};
