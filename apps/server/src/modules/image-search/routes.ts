import type { FastifyPluginAsync } from 'fastify';
import { LIMITS } from '@petmitra/core/constants';
import { imageSearchApi } from '@petmitra/core/discovery/image-search-api';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { readSingleFile } from '../../http/multipart';
import { route } from '../../http/route';
import { createDetector } from './detector';
import { createImageSearchService } from './service';

/** Analyses per minute per address: each takes a core for a fraction of a second. */
const IMAGE_SEARCH_PER_MINUTE = 20;

/** Image search (public, like search): a photo in, its animals and colours out, nothing kept. */
export const imageSearchRoutes: FastifyPluginAsync = async (app) => {
  const detector = createDetector();
  const imageSearch = createImageSearchService(detector);
  app.addHook('onClose', async () => detector.close());

  route(
    app,
    imageSearchApi.analyse,
    {
      config: {
        rateLimit: { max: IMAGE_SEARCH_PER_MINUTE, timeWindow: 60_000 },
        upload: {
          maxBytes: LIMITS.imageSearchMaxBytes,
          tooLargeMessage: IMAGE_FILE_MESSAGES.searchTooLarge,
        },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, 'file', {
        maxBytes: LIMITS.imageSearchMaxBytes,
        tooLargeMessage: IMAGE_FILE_MESSAGES.searchTooLarge,
        missingMessage: IMAGE_FILE_MESSAGES.searchInvalidImage,
      });
      return imageSearch.analyse(file);
    },
  );
};
