import { defineOperation } from '../api/operation';
import { cityQuerySchema, citySuggestionsSchema } from './geo';

/** Public: city suggestions for the profile form and the search location field. */
export const geoApi = {
  cities: defineOperation({
    method: 'GET',
    path: '/api/geo/cities',
    tags: ['geo'],
    summary: 'Cities from the offline gazetteer matching the text (typo-tolerant)',
    query: cityQuerySchema,
    reply: citySuggestionsSchema,
  }),
};
