import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The env that points the app at it (STORAGE=s3 …). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * s3rver (an S3-compatible server in Node) on a free loopback port with a fresh directory, and the bucket made
 * through the official SDK, so the S3 tests need nothing installed beside npm packages.
 */
export async function startLocalS3(bucket = 'yuanwu-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'yuanwu-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PATH_STYLE: 'on',
    },
    endpoint,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
