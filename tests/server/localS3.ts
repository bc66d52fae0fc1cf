// A local S3-compatible server for the tests (s3rver, on a loopback port, its objects in a temporary folder),
// with one empty bucket, and the storage settings that point Triage at it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/server/config/storage.ts';

/** s3rver's fixed credentials; the server under test finds them where the AWS SDK looks, the environment. */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  /** TRIAGE_STORAGE_URL for this bucket (and `prefix`). */
  storageUrl(prefix?: string): string;
  config(prefix?: string): S3StorageConfig;
  /** The environment a server process needs to reach it (the credentials). */
  readonly env: Record<string, string>;
  /** A client of the bucket's own, for tests that plant or remove objects behind Triage's back. */
  putObject(key: string, body: Uint8Array): Promise<void>;
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'triage-test'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = { AWS_ACCESS_KEY_ID: ACCESS_KEY, AWS_SECRET_ACCESS_KEY: ACCESS_KEY };
  Object.assign(process.env, env);
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const config = (prefix = ''): S3StorageConfig => ({
    kind: 's3',
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  });
  return {
    env,
    config,
    storageUrl: (prefix = '') => `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=1`,
    async putObject(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
