import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TS3StorageConfig } from '../../src/config.ts';

/** s3rver's fixed credentials (it checks signatures against these). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver: the S3 REST API over files in a temporary directory) on a free
 * loopback port, with one bucket; answers the store configuration that points at it.
 */
export async function startS3Server(bucket = 'groundwork-files') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: TS3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
    prefix: '',
  };
  return {
    config,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
