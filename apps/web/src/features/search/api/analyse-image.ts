import { imageSearchApi } from '@petmitra/core/discovery/image-search-api';
import type { ImageAnalysis } from '@petmitra/core/discovery/image-search';
import { IMAGE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import { isApiError } from '@petmitra/core/errors';
import { call } from '../../../lib/api-client';

/**
 * Sends the photo for analysis (multipart, field `file`). The server answers with the animals and
 * colours and keeps nothing. Errors come back as the spec's words: the server's own message for a
 * refused photo, 'Failed to upload image for search' when it could not be sent, 'Failed to
 * analyze image. Please try again.' otherwise.
 */
export async function analyseImage(file: Blob, signal?: AbortSignal): Promise<ImageAnalysis> {
  const formData = new FormData();
  formData.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  try {
    return await call(imageSearchApi.analyse, { formData, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error)) {
      throw new Error(
        error.code === 'validation' && error.message
          ? error.message
          : IMAGE_SEARCH_MESSAGES.analyseFailed,
        { cause: error },
      );
    }
    if ((error as Error).name === 'AbortError') throw error;
    throw new Error(IMAGE_SEARCH_MESSAGES.uploadFailed, { cause: error });
  }
}
