import { z } from 'zod';
import { defineOperation } from '../api/operation';
import {
  favoriteParamsSchema,
  favoritesSchema,
  favoriteStateSchema,
  providerProfileReplySchema,
} from './providers';

/** Public: the provider profile page (/provider/{id}). */
export const providersApi = {
  profile: defineOperation({
    method: 'GET',
    path: '/api/providers/:id',
    tags: ['providers'],
    summary: "A provider's public profile; 404 'Provider not found' for anyone else",
    // Any text: a malformed id answers 404 like a missing one.
    params: z.object({ id: z.string() }),
    reply: providerProfileReplySchema,
  }),
};

/** Pet parents keep a list of favourite providers (Add to Favorites on the provider page). */
export const favoritesApi = {
  list: defineOperation({
    method: 'GET',
    path: '/api/favorites',
    tags: ['favorites'],
    reply: favoritesSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/favorites/:providerId',
    tags: ['favorites'],
    params: favoriteParamsSchema,
    reply: favoriteStateSchema,
  }),
  add: defineOperation({
    method: 'POST',
    path: '/api/favorites/:providerId',
    tags: ['favorites'],
    summary: 'Adds a provider to the favourites: 201, or 200 when it already was',
    params: favoriteParamsSchema,
    status: 201,
    altStatus: 200,
    reply: favoriteStateSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/favorites/:providerId',
    tags: ['favorites'],
    params: favoriteParamsSchema,
    status: 204,
    reply: z.null(),
  }),
};
