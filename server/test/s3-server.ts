// An S3-compatible server for the storage tests (s3rver: MinIO is not installable here). It knows
// its fixed access key but does not check SigV4 signatures: file-storage.test.ts checks the signer
// against AWS's published example instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';

export async function startS3(bucket = 'portal-test'): Promise<{ settings: S3Settings; directory: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
