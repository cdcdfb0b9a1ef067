import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@petmitra/core/constants';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { validationError } from './errors';
import type { UploadedImage } from '../infra/images';

/**
 * Reads the one file of a multipart upload into memory (bounded by the 5 MB upload limit). A
 * request carrying a second file is refused whole ('Maximum 1 file(s) allowed'), never half
 * read: every part is consumed before answering.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field = 'file',
  options: {
    /** Image search takes 10 MB, with its own messages. */
    maxBytes?: number;
    tooLargeMessage?: string;
    missingMessage?: string;
  } = {},
): Promise<UploadedImage> {
  const tooLarge = options.tooLargeMessage ?? IMAGE_FILE_MESSAGES.tooLarge;
  let file: UploadedImage | null = null;
  let files = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes ?? LIMITS.uploadMaxBytes, files: 2, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      files += 1;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw validationError(tooLarge);
      if (files === 1 && part.fieldname === field) file = { filename: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw validationError(IMAGE_FILE_MESSAGES.tooManyFiles(1));
    throw error;
  }
  if (files > 1) throw validationError(IMAGE_FILE_MESSAGES.tooManyFiles(1));
  if (!file) throw validationError(options.missingMessage ?? IMAGE_FILE_MESSAGES.notAnImage);
  return file;
}

/**
 * Reads the named files of a multipart upload (one each, at most `fields.length` files, each
 * under the 5 MB limit). A part under another name, or a second file, is refused whole.
 */
export async function readNamedFiles<const F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
): Promise<Partial<Record<F, UploadedImage>>> {
  const files: Partial<Record<F, UploadedImage>> = {};
  let count = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LIMITS.uploadMaxBytes, files: fields.length + 1, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      count += 1;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw validationError(IMAGE_FILE_MESSAGES.tooLarge);
      const name = part.fieldname as F;
      if (!fields.includes(name) || files[name]) {
        throw validationError(IMAGE_FILE_MESSAGES.tooManyFiles(fields.length));
      }
      files[name] = { filename: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(IMAGE_FILE_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') {
      throw validationError(IMAGE_FILE_MESSAGES.tooManyFiles(fields.length));
    }
    throw error;
  }
  if (count > fields.length) throw validationError(IMAGE_FILE_MESSAGES.tooManyFiles(fields.length));
  return files;
}
