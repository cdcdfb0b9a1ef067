import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

/**
 * Image search (issue 13 item 8) in the browser: a guest opens the search page, uploads a real
 * photo of a dog, sees the dog found with its confidence and the colours, the search filtered by
 * dog, changes it to cat; a plain picture is 'nothing recognised'; a text file, a photo of 10 MB
 * and a missing camera are refused with the spec's words.
 */
test.describe.configure({ timeout: 240_000 });

const DOG = path.join(import.meta.dirname, '../apps/server/test/images/dog.jpg');
/** axe at a phone's and a laptop's width, in both schemes. */
const WIDTHS = [390, 1366];

/** A plain-coloured PNG, made here (no animal in it). */
function plainPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pick(
  page: Page,
  files: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const dialog = page.getByRole('dialog', { name: 'Image Search' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await (await chooser).setFiles(files);
}

test('a guest searches by a photo of their dog, sees the dog and its colours, and switches the filter to cat', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'All Pet Services' })).toBeVisible();
  await checkA11y(page, '/search', WIDTHS);

  const opener = page.getByRole('button', { name: 'Search by photo' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Image Search' });
  await expect(dialog.getByText('Your photo is analysed and then discarded')).toBeVisible();
  await checkA11y(page, '/search (Image Search)', WIDTHS);

  // Not an image: refused before anything is sent.
  await pick(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select a valid image file');
  // 10 MB: too large.
  await pick(page, {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Image size must be less than 10MB');

  // The camera: this browser has none, and says so.
  await dialog.getByRole('button', { name: 'Take Photo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Camera access denied or not available');

  // A real photo: chosen (with its preview), then analysed.
  await pick(page, DOG);
  await expect(dialog.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const analyse = dialog.getByRole('button', { name: 'Analyse Photo' });
  await expect(analyse).toBeFocused();
  await analyse.click();

  const found = dialog.getByRole('list', { name: 'Animals found' });
  await expect(found).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('heading', { name: 'Animals found' })).toBeFocused();
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found.getByRole('listitem')).toHaveText(/^Dog — \d{2}% confidence$/);
  await expect(
    dialog.getByRole('list', { name: 'Dominant colours' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  // The dog became the search's pet type, shown in the dialog and in the address.
  const petType = dialog.getByLabel('Search services for');
  await expect(petType).toHaveValue('dog');
  await expect(dialog.getByText('Set from your photo: Dog. You can change it.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]petTypes=dog\b/);
  // The photo itself is gone from the page once analysed.
  await expect(dialog.getByRole('img', { name: 'The photo you chose' })).toHaveCount(0);
  await checkA11y(page, '/search (Image Search results)', WIDTHS);

  // The user changes it.
  await petType.selectOption({ label: 'Cat' });
  await expect(page).toHaveURL(/[?&]petTypes=cat\b/);
  await dialog.getByRole('button', { name: 'Search Services' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByText('Showing results for for cat')).toBeVisible();
});

test('a plain picture is not recognised as anything, and the search is left as it was', async ({
  page,
}) => {
  await page.goto('/search/grooming');
  await page.getByRole('button', { name: 'Search by photo' }).click();
  await pick(page, {
    name: 'wall.png',
    mimeType: 'image/png',
    buffer: plainPng(320, 240, [30, 80, 200]),
  });
  const dialog = page.getByRole('dialog', { name: 'Image Search' });
  await dialog.getByRole('button', { name: 'Analyse Photo' }).click();
  await expect(
    dialog.getByText('No animal was recognised in this photo.', { exact: false }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('list', { name: 'Dominant colours' })).toHaveText(/Blue \(100%\)/);
  await expect(dialog.getByLabel('Search services for')).toHaveValue('');
  await expect(page).toHaveURL('/search/grooming');
  await checkA11y(page, '/search/grooming (nothing recognised)', WIDTHS);
});
