import sharp from 'sharp';
import { LIMITS } from '@petmitra/core/constants';
import { detectImageType, validateImageFile } from '@petmitra/core/uploads/image-file';
import { validationError } from '../http/errors';

const EXT = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

const RESIZE_ABOVE_BYTES = 1024 * 1024;

export interface UploadedImage {
  filename: string;
  bytes: Buffer;
}

/**
 * Checks an upload by its content (magic bytes), not its name or claimed type, then shrinks
 * images over 1 MB to at most 800×600 at quality 0.8, as the spec's client did.
 */
export async function prepareImage(
  file: UploadedImage,
  options: { allowGif: boolean },
): Promise<{ bytes: Buffer; ext: string }> {
  const detected = detectImageType(file.bytes);
  const problem = validateImageFile(
    { name: file.filename, type: detected ?? 'application/octet-stream', size: file.bytes.length },
    options,
  );
  if (problem) throw validationError(problem);
  if (!detected || file.bytes.length >= LIMITS.uploadMaxBytes)
    throw validationError('Invalid file type');
  if (file.bytes.length <= RESIZE_ABOVE_BYTES || detected === 'image/gif') {
    return { bytes: file.bytes, ext: EXT[detected] };
  }
  const pipeline = sharp(file.bytes)
    .rotate()
    .resize(800, 600, { fit: 'inside', withoutEnlargement: true });
  const bytes =
    detected === 'image/png'
      ? await pipeline.png({ quality: 80 }).toBuffer()
      : detected === 'image/webp'
        ? await pipeline.webp({ quality: 80 }).toBuffer()
        : await pipeline.jpeg({ quality: 80 }).toBuffer();
  return { bytes, ext: EXT[detected] };
}
