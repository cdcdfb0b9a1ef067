import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_FILE_MESSAGES,
  validateImageFile,
  type ImageMimeType,
} from '@petmitra/core/uploads/image-file';
import { validationError } from '../http/errors';

const EXT: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const RESIZE_ABOVE_BYTES = 1024 * 1024;
/**
 * The most pixels an upload may decode to (all frames of a GIF together): a 48-megapixel phone
 * photo fits; a small file declaring 60,000×60,000 pixels (a decompression bomb) does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface UploadedImage {
  filename: string;
  bytes: Buffer;
}

/**
 * Every upload is decoded and encoded again: what is stored is only the picture, never the
 * bytes that came in. Script or markup after an image header, a GIF/JS polyglot's tail, EXIF
 * (GPS position, camera serial), ICC and XMP are all left behind. The type comes from the
 * content (`file-type`), never the name or the claimed type. Images over 1 MB are also shrunk
 * to at most 800×600 at quality 80, as the spec's client did.
 */
export async function prepareImage(
  file: UploadedImage,
  options: { allowGif: boolean },
): Promise<{ bytes: Buffer; ext: string }> {
  const detected = (await fileTypeFromBuffer(file.bytes))?.mime ?? 'application/octet-stream';
  const problem = validateImageFile(
    { name: file.filename, type: detected, size: file.bytes.length },
    options,
  );
  if (problem) throw validationError(problem);
  const type = detected as ImageMimeType;
  try {
    let pipeline = sharp(file.bytes, {
      animated: type === 'image/gif',
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'warning',
    }).rotate(); // applies the EXIF orientation before the metadata goes
    if (file.bytes.length > RESIZE_ABOVE_BYTES) {
      pipeline = pipeline.resize(800, 600, { fit: 'inside', withoutEnlargement: true });
    }
    const encoded =
      type === 'image/png'
        ? pipeline.png({ quality: 80 })
        : type === 'image/webp'
          ? pipeline.webp({ quality: 80 })
          : type === 'image/gif'
            ? pipeline.gif()
            : pipeline.jpeg({ quality: 80, mozjpeg: true });
    // sharp keeps no metadata unless asked (withMetadata/keepExif): none is asked for here.
    return { bytes: await encoded.toBuffer(), ext: EXT[type] };
  } catch (error) {
    // A file that does not decode is not an image; one that decodes too large is too large.
    const message = (error as Error).message ?? '';
    throw validationError(
      /pixel limit/i.test(message) ? IMAGE_FILE_MESSAGES.tooLarge : IMAGE_FILE_MESSAGES.notAnImage,
    );
  }
}
