import type { FastifyPluginAsync } from 'fastify';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { route } from '../../http/route';
import { createSearchService } from './service';

/** Public: search and the directory work without signing in. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const search = createSearchService(app.ctx);

  route(app, searchApi.services, {}, async (request) => search.search(request.query));

  route(app, searchApi.suggestions, {}, async (request) => ({
    suggestions: await search.suggest(request.query.q),
  }));
};
