import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3.ts';

/** s3rver checks SigV4 signatures against this fixed key pair. */
const KEY = 'S3RVER';

/** Starts an S3-compatible server on a fresh folder with one empty bucket; `stop` removes it all. */
export async function startLocalS3(port: number, bucket = 'uploads') {
  const directory = await mkdtemp(join(tmpdir(), 'local-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
