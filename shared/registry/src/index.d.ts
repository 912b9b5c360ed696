// Types of index.mjs (plain ESM so that `pnpm portal` runs on Node without TypeScript).

export declare const REMOTES: readonly string[];
export declare const VERSION_RE: RegExp;

export type RegistryErrorCode = 'UNKNOWN_REMOTE' | 'UNKNOWN_VERSION' | 'NO_EARLIER_VERSION' | 'CHANGED' | 'LOCKED';
export declare class RegistryError extends Error {
  readonly code: RegistryErrorCode;
  constructor(code: RegistryErrorCode, message: string);
}

export interface RegistryEntry {
  name: string;
  version: string;
  manifestUrl: string;
  deployedAt: string;
}
export interface RegistryFile {
  updatedAt: string;
  remotes: RegistryEntry[];
}
export interface HistoryEntry {
  version: string;
  at: string;
  action: 'deploy' | 'rollback';
  /** The version live before (null: the first deploy). */
  from: string | null;
  /** Who did it from the back office (absent: the command line). */
  by?: string;
}
export interface PublishedVersion {
  version: string;
  publishedAt: Date;
}
export interface PointResult {
  name: string;
  version: string;
  previous: string | null;
  changed: boolean;
}
export interface PointOptions {
  /** The time recorded (default: now). */
  now?: Date;
  by?: string;
  /** The version the caller saw live (null: none): refused with CHANGED if another change came first. */
  expected?: string | null;
}
export interface RemoteStatus {
  name: string;
  live: string | null;
  deployedAt: string | null;
  published: PublishedVersion[];
}

export declare function isRemote(name: unknown): boolean;
export declare function assertRemote(name: string): void;
export declare function storeDir(dir: string, name: string): string;
export declare function readRegistry(dir: string): RegistryFile;
export declare function readHistory(dir: string): Record<string, HistoryEntry[]>;
export declare function published(dir: string, name: string): PublishedVersion[];
export declare function publishedVersions(dir: string, name: string): string[];
export declare function rollbackCandidate(dir: string, name: string): string | null;
export declare function withRegistryLock<T>(dir: string, task: () => T): T;
export declare function withRegistryLockAsync<T>(dir: string, task: () => T): Promise<T>;
export declare function deployPublished(dir: string, name: string, version: string, opts?: PointOptions): PointResult;
export declare function deployPublishedAsync(dir: string, name: string, version: string, opts?: PointOptions): Promise<PointResult>;
export declare function rollback(dir: string, name: string, version?: string, opts?: PointOptions): PointResult;
export declare function rollbackAsync(dir: string, name: string, version?: string, opts?: PointOptions): Promise<PointResult>;
export declare function listRemotes(dir: string): RemoteStatus[];
