import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temp directory.
 * `env` is what a Konsol instance needs to store its files there (pass it to `createTestApp` or a child process).
 */
export async function startS3Peer(bucket = 'konsol') {
  const dir = mkdtempSync(path.join(tmpdir(), 'konsol-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE_URL: `s3://${bucket}`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials (it refuses another access key)
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    bucket,
    client,
    /** Every object key in the bucket (`uploads/banner/….png`, `private/loan/….jpg`), sorted. */
    async keys(): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type S3Peer = Awaited<ReturnType<typeof startS3Peer>>;
