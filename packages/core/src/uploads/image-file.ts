import { LIMITS } from '../constants';
import { frozen } from '../frozen';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MIME_TYPES_WITH_GIF = [...IMAGE_MIME_TYPES, 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES_WITH_GIF)[number];

/** For `<input accept>` and drop zones. */
export function acceptedImageTypes(options: { allowGif?: boolean } = {}): readonly ImageMimeType[] {
  return options.allowGif ? IMAGE_MIME_TYPES_WITH_GIF : IMAGE_MIME_TYPES;
}

export const IMAGE_FILE_MESSAGES = frozen({
  typeNotAllowed: 'Only JPEG, PNG, and WebP images are allowed',
  typeNotAllowedWithGif: 'Only JPEG, PNG, WebP, and GIF images are allowed',
  tooLarge: 'File size must be less than 5MB',
  invalidFileType: 'Invalid file type',
  /** The file could not be stored (storage unreachable): nothing was changed. */
  uploadFailed: 'Failed to upload image',
  /** The camera-capable picker. */
  pickerTypeNotAllowed: 'Please select a JPEG, PNG, or WebP image',
  notAnImage: 'Please select an image file',
  tooManyFiles: (max: number) => `Maximum ${max} file(s) allowed`,
  /** Image search. */
  searchInvalidImage: 'Please select a valid image file',
  searchTooLarge: 'Image size must be less than 10MB',
});

/** Name parts that mark a file as a script or executable, whatever it claims to be. */
const DANGEROUS_NAME_PARTS: ReadonlySet<string> = new Set([
  'php',
  'phtml',
  'js',
  'mjs',
  'html',
  'htm',
  'exe',
  'bat',
  'cmd',
  'sh',
]);

/**
 * True when a dot-separated part after the first of the file name is a script or executable
 * extension ('x.php.jpg', 'a.js', '.html'), or the name carries a path or control character.
 * 'jsmith.png' is fine: parts are compared whole.
 */
export function hasDangerousFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f]/.test(name)) return true;
  const parts = name.toLowerCase().split('.');
  return parts.slice(1).some((part) => DANGEROUS_NAME_PARTS.has(part.trim()));
}

export interface ImageFileLike {
  name: string;
  /** The MIME type (as the browser reports it, or as detected from the bytes). */
  type: string;
  /** Bytes. */
  size: number;
}

/**
 * The general image validator: the first problem with a picked or uploaded image, or null.
 * The name is checked first (a script in disguise is 'Invalid file type' whatever its type),
 * then the type (JPEG, PNG, WebP; GIF too with `allowGif`), then the size (under 5 MB).
 */
export function validateImageFile(
  file: ImageFileLike,
  options: { allowGif?: boolean } = {},
): string | null {
  if (hasDangerousFileName(file.name)) return IMAGE_FILE_MESSAGES.invalidFileType;
  const claimed = file.type.trim().toLowerCase();
  const type = claimed === 'image/jpg' ? 'image/jpeg' : claimed;
  if (!(acceptedImageTypes(options) as readonly string[]).includes(type)) {
    return options.allowGif
      ? IMAGE_FILE_MESSAGES.typeNotAllowedWithGif
      : IMAGE_FILE_MESSAGES.typeNotAllowed;
  }
  if (!Number.isFinite(file.size) || file.size >= LIMITS.uploadMaxBytes)
    return IMAGE_FILE_MESSAGES.tooLarge;
  if (file.size <= 0) return IMAGE_FILE_MESSAGES.invalidFileType;
  return null;
}

/** The image search picker: any image type, under 10 MB. */
export function validateImageSearchFile(file: Pick<ImageFileLike, 'type' | 'size'>): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return IMAGE_FILE_MESSAGES.searchInvalidImage;
  if (!Number.isFinite(file.size) || file.size >= LIMITS.imageSearchMaxBytes)
    return IMAGE_FILE_MESSAGES.searchTooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The image type the file's first bytes say it is (never its name or claimed type), or null. */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
