import { defineOperation } from '../api/operation';
import { imageAnalysisSchema } from './image-search';

/** Image search (public, like search); its own contract, so the search page does not load it. */
export const imageSearchApi = {
  /** One photo (field `file`, an image under 10 MB), analysed and not kept. */
  analyse: defineOperation({
    method: 'POST',
    path: '/api/search/image',
    tags: ['search'],
    summary: 'The animals (COCO detector) and dominant colours of a photo; the photo is not kept',
    multipart: true,
    reply: imageAnalysisSchema,
  }),
};
