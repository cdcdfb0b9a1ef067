import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@petmitra/core/constants';
import { validationError } from './errors';
import type { UploadedImage } from '../infra/images';

const TOO_LARGE = 'File size must be less than 5MB';

/** Reads the one file of a multipart upload into memory (bounded by the 5 MB upload limit). */
export async function readSingleFile(
  request: FastifyRequest,
  field = 'file',
): Promise<UploadedImage> {
  const part = await request.file({ limits: { fileSize: LIMITS.uploadMaxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw validationError('Please select an image file');
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(TOO_LARGE);
    throw error;
  });
  if (part.file.truncated) throw validationError(TOO_LARGE);
  return { filename: part.filename, bytes };
}
