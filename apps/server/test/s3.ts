import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks every request's signature against them). */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server on a loopback port (s3rver, objects in a temporary folder), for
 * the tests that run the upload paths on the S3 adapter. `stop()` makes the bucket unreachable
 * (connections refused) and `start()` brings the same bucket back on the same port.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'petmitra-s3-'));
  const bucket = `pm-${randomBytes(4).toString('hex')}`;
  let port = 0;
  let server: S3rver | null = null;

  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
  }
  async function stop() {
    await server?.close();
    server = null;
  }
  await start();

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    /** The S3_* variables that point the app at this bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    } as Record<string, string>,
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
