import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: object storage', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-config-'));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps files on disk when STORAGE_URL is unset', () => {
    expect(load({}).STORAGE_URL).toBeUndefined();
  });

  it('reads an S3 bucket with its endpoint, region and keys', () => {
    const config = load({
      STORAGE_URL: 's3://konsol-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({ STORAGE_URL: 's3://konsol-files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('stops the start naming the bad value', () => {
    expect(() => load({ STORAGE_URL: 'https://bucket.example' })).toThrow('STORAGE_URL: must be s3://<bucket>');
    expect(() => load({ STORAGE_URL: 's3://konsol/files' })).toThrow('STORAGE_URL: must be s3://<bucket>');
    expect(() => load({ STORAGE_URL: 's3://konsol', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(() => load({ STORAGE_URL: 's3://konsol', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE');
  });

  it('refuses a half-made setting: S3 variables without STORAGE_URL, one key without the other', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT: set, but STORAGE_URL is not');
    expect(() => load({ STORAGE_URL: 's3://konsol', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_SECRET_ACCESS_KEY: set both S3 keys');
    expect(() => load({ STORAGE_URL: 's3://konsol', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_ACCESS_KEY_ID: set both S3 keys');
  });
});
