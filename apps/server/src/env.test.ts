import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';
import { assertServable, loadEnv } from './env';

describe('environment', () => {
  it('refuses to start in production without APP_URL, naming it', () => {
    expect(() => assertServable(loadEnv({ NODE_ENV: 'production' }))).toThrow(
      /APP_URL: required in production/,
    );
    const env = loadEnv({ NODE_ENV: 'production', APP_URL: 'https://petmitra.example/' });
    expect(() => assertServable(env)).not.toThrow();
    expect(env.appUrl).toBe('https://petmitra.example');
    // Development still defaults to localhost.
    expect(loadEnv({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
  });

  it('the server process exits at start, naming APP_URL, before opening anything', async () => {
    const { APP_URL: _ignored, ...withoutAppUrl } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: { ...withoutAppUrl, NODE_ENV: 'production', DATA_DIR: '/nonexistent/pm' },
      timeout: 60_000,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('APP_URL: required in production'),
    });
  }, 60_000);

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadEnv({}).s3).toBeNull();
    expect(
      loadEnv({
        S3_BUCKET: 'petmitra-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.petmitra.example/',
      }).s3,
    ).toEqual({
      bucket: 'petmitra-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.petmitra.example',
    });
    // Credentials from the SDK's own chain (an instance role) when both keys are unset.
    expect(loadEnv({ S3_BUCKET: 'petmitra-files', S3_REGION: 'ap-south-1' }).s3).toEqual({
      bucket: 'petmitra-files',
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it('names the S3 setting that is wrong or missing', () => {
    expect(() => loadEnv({ S3_BUCKET: 'petmitra-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set both S3 keys, or neither/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'petmitra-files', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'petmitra-files', S3_PUBLIC_URL: 'cdn' })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });
});
