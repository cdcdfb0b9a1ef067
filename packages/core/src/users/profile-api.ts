import { defineOperation } from '../api/operation';
import { profileUpdateSchema, userReplySchema } from './profile';

/** The signed-in user's own profile (any role). */
export const profileApi = {
  get: defineOperation({
    method: 'GET',
    path: '/api/profile',
    tags: ['profile'],
    reply: userReplySchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/profile',
    tags: ['profile'],
    body: profileUpdateSchema,
    reply: userReplySchema,
  }),
  uploadPhoto: defineOperation({
    method: 'POST',
    path: '/api/profile/photo',
    tags: ['profile'],
    summary: 'Replaces the profile photo (multipart field `file`)',
    multipart: true,
    reply: userReplySchema,
  }),
};
