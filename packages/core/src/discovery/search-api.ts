import { defineOperation } from '../api/operation';
import { searchResultSchema, suggestionsQuerySchema, suggestionsSchema } from './results';
import { searchFiltersSchema } from './search-filters';
import { emergencyQuerySchema, emergencyResultSchema } from './emergency';

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
  emergency: defineOperation({
    method: 'GET',
    path: '/api/search/emergency',
    tags: ['search'],
    summary: 'Emergency / 24×7 services and veterinary hospitals, nearest first',
    query: emergencyQuerySchema,
    reply: emergencyResultSchema,
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
