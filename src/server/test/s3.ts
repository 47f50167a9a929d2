import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** Variables that point the app at this store (FILE_STORAGE=s3 and the S3_* settings). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server on loopback (s3rver: the S3 REST API over a folder), one bucket, for the storage and
 * two-process tests. Credentials are s3rver's fixed test pair; it checks signatures like S3 does.
 */
export async function startLocalS3(bucket = 'portal-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
