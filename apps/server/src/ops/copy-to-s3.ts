import type { Db } from '../db/client';
import { UPLOADS_URL_PREFIX, type UploadStore } from '../infra/uploads';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, isPublicKey } from '../modules/files/kinds';
import { createFileRepository } from '../modules/files/repository';

export interface StorageCopySummary {
  /** Files in DATA_DIR/uploads. */
  files: number;
  copied: number;
  /** Already in the bucket with the same size (a second run copies nothing twice). */
  present: number;
  /** Rows whose stored URL now points at S3_PUBLIC_URL. */
  rewritten: Record<string, number>;
  ms: number;
}

/**
 * Copies every local upload into the bucket with the headers it would have got there (public
 * files immutable, private ones no-store), checks each arrived with its size, then rewrites
 * the stored URLs when they encode the location: with S3_PUBLIC_URL, public photos are shown
 * from it; without, /uploads/<key> stays valid (the API streams it from the bucket).
 */
export async function copyToS3(
  db: Db,
  local: UploadStore,
  bucket: UploadStore,
  progress: (line: string) => void = () => {},
): Promise<StorageCopySummary> {
  const started = Date.now();
  if (local.kind !== 'local' || bucket.kind !== 's3') throw new Error('Copies local disk to S3.');
  await bucket.check();
  let files = 0;
  let copied = 0;
  let present = 0;
  for await (const page of local.list('')) {
    for (const object of page) {
      files += 1;
      const there = await bucket.head(object.key);
      if (there && there.size === object.size) {
        present += 1;
        continue;
      }
      const stored = await local.get(object.key);
      if (!stored) continue; // removed since the listing
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
      await bucket.put(object.key, Buffer.concat(chunks), {
        contentType: stored.contentType,
        cacheControl: isPublicKey(object.key) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      });
      const check = await bucket.head(object.key);
      if (check?.size !== object.size) {
        throw new Error(
          `${object.key} did not arrive whole in the bucket (${check?.size ?? 0} of ${object.size} bytes).`,
        );
      }
      copied += 1;
      if (copied % 500 === 0) progress(`  ${copied} files copied`);
    }
  }
  const publicBase = bucket.publicUrl('x').slice(0, -1);
  const rewritten =
    publicBase !== UPLOADS_URL_PREFIX
      ? await createFileRepository(db).rewritePublicUrls(UPLOADS_URL_PREFIX, publicBase)
      : {};
  return { files, copied, present, rewritten, ms: Date.now() - started };
}
