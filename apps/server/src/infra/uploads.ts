import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../env';

/** Public files are served from here (the API streams them from the store). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
  contentType: string;
  etag: string;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

/**
 * Where file bytes live: DATA_DIR/uploads on the embedded default, an S3-compatible bucket in
 * production. Keys are relative paths (`pets/<user>_<time>_<random>.png`,
 * `private/invoices/<owner>/<uuid>`); which keys are public and who may read the others is decided
 * above this interface, in modules/files. Every method refuses a key that is not safe
 * (`isSafeKey`), so a crafted key can never reach outside the store.
 */
export interface UploadStore {
  readonly kind: 'local' | 's3';
  /** Stores new bytes under a new key (keys are unique: nothing is ever overwritten). */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in pages as the store gives them. */
  list(prefix?: string): AsyncIterable<ObjectInfo[]>;
  /** A URL the store itself signs, valid for `seconds` (S3); null when it cannot (local disk). */
  signedUrl(
    key: string,
    options: { seconds: number; filename: string; contentType: string },
  ): Promise<string | null>;
  /** The URL a public file is shown at: the CDN's when S3_PUBLIC_URL is set, else /uploads/. */
  publicUrl(key: string): string;
  /** The key behind a public URL this store gave out (either form), or null. */
  keyOf(url: string): string | null;
  /** Throws when the store cannot be reached (health checks, the CLI). */
  check(): Promise<void>;
  /**
   * Runs `fn` while removals wait (those under way finish first): a backup copies the files
   * a database snapshot points at without one disappearing half-way.
   */
  pauseRemovals<T>(fn: () => Promise<T>): Promise<T>;
  /** The folder files live in, when they are on this machine's disk. */
  readonly localRoot?: string;
  readonly bucket?: string;
}

const KEY_PATTERN = /^[a-z][a-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/**
 * A key made of plain segments: no `..`, no leading slash, no backslash, no empty or dot
 * segment, no percent-encoding; so a key always names a file inside the store's root.
 */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe upload key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
};

/** The type a file is served with on local disk, from its extension (keys carry one). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

function publicUrlFor(publicBase: string | undefined) {
  return {
    publicUrl: (key: string) =>
      publicBase ? `${publicBase}/${key}` : `${UPLOADS_URL_PREFIX}${key}`,
    keyOf(url: string) {
      let key: string | null = null;
      if (url.startsWith(UPLOADS_URL_PREFIX)) key = url.slice(UPLOADS_URL_PREFIX.length);
      else if (publicBase && url.startsWith(`${publicBase}/`))
        key = url.slice(publicBase.length + 1);
      return key !== null && isSafeKey(key) ? key : null;
    },
  };
}

export function createLocalUploads(root: string): UploadStore {
  return withRemovalGate(localUploads(root));
}

function localUploads(root: string): RawStore {
  const base = path.resolve(root);
  mkdirSync(base, { recursive: true });
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the pattern already keeps keys inside the root.
    if (!file.startsWith(base + path.sep)) throw new Error(`Unsafe upload key: ${key}`);
    return file;
  };
  const info = async (key: string): Promise<ObjectInfo | null> => {
    try {
      const stats = await stat(fileOf(key));
      return stats.isFile() ? { key, size: stats.size, lastModified: stats.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  async function* walk(dir: string, prefix: string): AsyncGenerator<ObjectInfo> {
    let handle;
    try {
      handle = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of handle) {
      const full = path.join(dir, entry.name);
      const key = path.relative(base, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(full, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isSafeKey(key)) {
        const stats = await stat(full).catch(() => null);
        if (stats) yield { key, size: stats.size, lastModified: stats.mtime };
      }
    }
  }

  return {
    kind: 'local',
    localRoot: base,
    ...publicUrlFor(undefined),
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx' refuses to overwrite, as the spec's storage call does.
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      const found = await info(key);
      if (!found) return null;
      return {
        ...found,
        contentType: contentTypeOf(key),
        etag: `"${found.size.toString(16)}-${found.lastModified.getTime().toString(16)}"`,
        body: createReadStream(fileOf(key)),
      };
    },
    head: info,
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      let page: ObjectInfo[] = [];
      for await (const item of walk(base, prefix)) {
        page.push(item);
        if (page.length === 1000) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    async signedUrl() {
      return null;
    },
    async check() {
      await stat(base);
    },
  };
}

/** Connection and request time limits: an unreachable bucket fails an upload in seconds. */
const S3_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 30_000 };

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: 3,
    requestHandler: S3_TIMEOUTS,
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's
    // newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown) {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

export function createS3Uploads(
  settings: S3Settings,
  client = createS3Client(settings),
): UploadStore {
  return withRemovalGate(s3Uploads(settings, client));
}

function s3Uploads(settings: S3Settings, client: S3Client): RawStore {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    bucket: Bucket,
    ...publicUrlFor(settings.publicUrl),
    async put(key, bytes, options) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          contentType: object.ContentType ?? contentTypeOf(key),
          etag: object.ETag ?? `"${key}"`,
          body: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        const items = (page.Contents ?? [])
          .filter((o): o is typeof o & { Key: string } => Boolean(o.Key) && isSafeKey(o.Key!))
          .map((o) => ({
            key: o.Key,
            size: o.Size ?? 0,
            lastModified: o.LastModified ?? new Date(),
          }));
        if (items.length) yield items;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async signedUrl(key, options) {
      assertSafeKey(key);
      const filename = options.filename.replace(/["\\\r\n]/g, '_');
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${filename}"`,
          ResponseContentType: options.contentType,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.seconds },
      );
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** The store the environment asks for: the bucket when S3_BUCKET is set, else local disk. */
export function createUploadStore(s3: S3Settings | null, localRoot: string): UploadStore {
  return s3 ? createS3Uploads(s3) : createLocalUploads(localRoot);
}

type RawStore = Omit<UploadStore, 'pauseRemovals'>;

/** Adds pauseRemovals(): removals wait while a pause runs, and a pause waits for removals. */
function withRemovalGate(store: RawStore): UploadStore {
  let pause: Promise<unknown> | null = null;
  let running = 0;
  let idle: (() => void) | null = null;
  return {
    ...store,
    async remove(key) {
      while (pause) await pause.catch(() => {});
      running += 1;
      try {
        await store.remove(key);
      } finally {
        running -= 1;
        if (running === 0) idle?.();
      }
    },
    async pauseRemovals(fn) {
      while (pause) await pause.catch(() => {});
      const current = (async () => {
        if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
        idle = null;
        return fn();
      })();
      pause = current;
      try {
        return await current;
      } finally {
        pause = null;
      }
    },
  };
}

/** Reads a stream to the end (tests, the copy commands). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
