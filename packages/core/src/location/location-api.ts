import { defineOperation } from '../api/operation';
import { locationSchema } from './location';

export const locationApi = {
  detect: defineOperation({
    method: 'GET',
    path: '/api/location',
    tags: ['location'],
    summary:
      "The visitor's country, currency, payment gateway and time zone, from their address in an offline database (the spec's fallback when it is not found)",
    reply: locationSchema,
  }),
};
