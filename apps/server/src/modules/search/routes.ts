import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { route } from '../../http/route';
import { createSearchService } from './service';
import { SEARCH_CATEGORIES, SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { notFound } from '../../http/errors';

const unknownCategoryNotFound: onRequestHookHandler = async (request) => {
  const raw = (request.query as Record<string, unknown>).category;
  if (typeof raw !== 'string') return;
  const category = raw.trim().toLowerCase();
  if (category && !(SEARCH_CATEGORIES as readonly string[]).includes(category)) {
    throw notFound(SEARCH_MESSAGES.categoryNotFound);
  }
};

/** Public: search and the directory work without signing in. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const search = createSearchService(app.ctx);

  // An unknown category is 'not found', never a silent fallback to every service.
  // Everyone gets the same answers: the session is not looked up (auth/plugin.ts).
  const sessionless = { config: { sessionless: true } };

  route(
    app,
    searchApi.services,
    { ...sessionless, onRequest: unknownCategoryNotFound },
    async (request) => search.search(request.query),
  );

  route(app, searchApi.emergency, sessionless, async (request) => search.emergency(request.query));

  route(app, searchApi.suggestions, sessionless, async (request) => ({
    suggestions: await search.suggest(request.query.q),
  }));
};
