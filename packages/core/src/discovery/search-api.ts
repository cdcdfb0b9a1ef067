import { defineOperation } from '../api/operation';
import { searchResultSchema, suggestionsQuerySchema, suggestionsSchema } from './results';
import { searchFiltersSchema } from './search-filters';

/** Public: search and the directory work without signing in. */
export const searchApi = {
  services: defineOperation({
    method: 'GET',
    path: '/api/search/services',
    tags: ['search'],
    summary: 'Active services matching the filters, one page, with the counts',
    query: searchFiltersSchema,
    reply: searchResultSchema,
  }),
  suggestions: defineOperation({
    method: 'GET',
    path: '/api/search/suggestions',
    tags: ['search'],
    summary: 'Up to 8 suggestions: 3 services, 3 providers, 2 places',
    query: suggestionsQuerySchema,
    reply: suggestionsSchema,
  }),
};
