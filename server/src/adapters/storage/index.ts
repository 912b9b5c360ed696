import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config';
import { LocalObjectStore } from './local';
import { S3ObjectStore } from './s3';

/**
 * Where stored files' bytes live (already encrypted by FileStorage: a store never sees a plain
 * file). Keys are relative paths like `2026/11/<fileId>` or `seed/<fileId>`.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes (`start`..`end` inclusive when given). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Stores bytes (replaces an object of the same key; readers never see half of it). */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a local temporary file; the temporary file is gone afterwards. */
  putFile(key: string, tmpPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every key (the encryption of files written before encryption at rest, the master key rotation). */
  keys(): AsyncGenerator<string>;
}

/** The store could not be reached or answered with an error (the caller answers 503, never 500). */
export class StoreUnavailable extends Error {}

/** A key is a relative path of plain segments (no '..', no absolute path, nothing outside the store). */
export function checkKey(key: string): string {
  const parts = key.split(/[\\/]/);
  if (!key || parts.some((p) => p === '' || p === '.' || p === '..' || !/^[A-Za-z0-9._~-]+$/.test(p))) throw new Error('file path outside the upload folder');
  return parts.join('/');
}

/** The local folder (UPLOAD_DIR, default DATA_DIR/uploads) or an S3-compatible store when S3_ENDPOINT is set. */
export function createObjectStore(uploadDir: string, s3?: S3Settings): ObjectStore {
  return s3 ? new S3ObjectStore(s3) : new LocalObjectStore(uploadDir);
}
