import { describe, expect, it } from 'vitest';
import {
  acceptedImageTypes,
  detectImageType,
  hasDangerousFileName,
  IMAGE_FILE_MESSAGES,
  IMAGE_MIME_TYPES,
  validateImageFile,
  validateImageSearchFile,
} from './image-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100_000) => ({ name, type, size });

describe('validateImageFile', () => {
  it('accepts JPEG, PNG and WebP under 5 MB', () => {
    expect(validateImageFile(file('dog.jpg', 'image/jpeg'))).toBeNull();
    expect(validateImageFile(file('dog.jpeg', 'image/jpg'))).toBeNull();
    expect(validateImageFile(file('cat.PNG', 'image/png'))).toBeNull();
    expect(validateImageFile(file('bird.webp', 'image/webp', 5 * MB - 1))).toBeNull();
    expect(validateImageFile(file('jsmith.png', 'image/png'))).toBeNull();
    expect(validateImageFile(file('my.dog.photo.jpg', 'image/jpeg'))).toBeNull();
  });

  it('refuses other types', () => {
    expect(validateImageFile(file('dog.gif', 'image/gif'))).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    );
    expect(validateImageFile(file('doc.pdf', 'application/pdf'))).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    );
    expect(validateImageFile(file('x.svg', 'image/svg+xml'), { allowGif: true })).toBe(
      'Only JPEG, PNG, WebP, and GIF images are allowed',
    );
  });

  it('accepts GIF where allowed', () => {
    expect(validateImageFile(file('dog.gif', 'image/gif'), { allowGif: true })).toBeNull();
  });

  it('refuses files of 5 MB or more', () => {
    expect(validateImageFile(file('big.jpg', 'image/jpeg', 5 * MB))).toBe(
      'File size must be less than 5MB',
    );
    expect(validateImageFile(file('big.jpg', 'image/jpeg', 20 * MB))).toBe(
      'File size must be less than 5MB',
    );
    expect(validateImageFile(file('empty.jpg', 'image/jpeg', 0))).toBe('Invalid file type');
  });

  it('refuses names with script or executable parts, whatever the type', () => {
    for (const name of [
      'x.php.jpg',
      'a.js',
      'page.html',
      'setup.exe',
      'run.bat',
      'run.CMD',
      'x.Php.png',
      '.html',
      'a.js.webp',
      '../x.png',
      'a\\b.png',
    ]) {
      expect(validateImageFile(file(name, 'image/jpeg')), name).toBe('Invalid file type');
    }
    expect(hasDangerousFileName('jsmith.png')).toBe(false);
    expect(hasDangerousFileName('php-logo.png')).toBe(false);
    expect(hasDangerousFileName('exercise.jpg')).toBe(false);
  });
});

describe('validateImageSearchFile', () => {
  it('takes any image under 10 MB', () => {
    expect(validateImageSearchFile({ type: 'image/heic', size: 9 * MB })).toBeNull();
    expect(validateImageSearchFile({ type: 'text/plain', size: 10 })).toBe(
      'Please select a valid image file',
    );
    expect(validateImageSearchFile({ type: 'image/png', size: 10 * MB })).toBe(
      'Image size must be less than 10MB',
    );
  });
});

describe('messages and types', () => {
  it('has the picker messages', () => {
    expect(IMAGE_FILE_MESSAGES.pickerTypeNotAllowed).toBe(
      'Please select a JPEG, PNG, or WebP image',
    );
    expect(IMAGE_FILE_MESSAGES.notAnImage).toBe('Please select an image file');
    expect(IMAGE_FILE_MESSAGES.tooManyFiles(3)).toBe('Maximum 3 file(s) allowed');
  });

  it('lists the accepted types', () => {
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(acceptedImageTypes({ allowGif: true })).toContain('image/gif');
    expect(acceptedImageTypes()).not.toContain('image/gif');
  });
});

describe('detectImageType', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) =>
        typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
      ),
    );

  it('recognises images by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});
