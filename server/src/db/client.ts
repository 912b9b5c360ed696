import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { compactDump } from './pglite-dump';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text that may hold several statements (migrations), on one connection. */
  execScript(sql: string): Promise<void>;
  /** Runs fn holding one connection with a session advisory lock, so replicas migrate one at a time. */
  withLock<T>(key: number, fn: (exec: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar (a seeded template for tests), checkpointed, only the WAL it needs. */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined = in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** An in-memory PGlite started from this dump of a data folder, a tar's bytes (tests start from a seeded copy). */
  pgliteDump?: Uint8Array;
}

/**
 * The dump's bytes as the Blob PGlite asks for, handed out as one copy: Node's own Blob copies them
 * in and reads them out in chunks (about 1 s for the tests' 80 MB template, once a test file).
 */
class DumpBlob extends Blob {
  constructor(private readonly held: Uint8Array) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.held.slice().buffer as ArrayBuffer;
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.pgliteDir, opts.pgliteDump);
}

/** What both drivers do alike: run SQL text (several statements for a script) and drop the rows. */
function runningSql(kind: Database['kind'], db: unknown, run: (sql: string) => Promise<unknown>): Pick<Database, 'kind' | 'db' | 'execScript' | 'ping'> {
  return {
    kind,
    db: db as Db,
    execScript: async (sql) => {
      await run(sql);
    },
    ping: async () => {
      await run('select 1');
    },
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * An embedded database folder is used by one open at a time: a second process (the CLI while the
 * portal runs) writing the same files corrupts them. `<dir>.lock` holds the owner's pid; a lock of
 * a process that is gone is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  const lock = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `The embedded database ${dir} is in use by process ${owner} (the running portal?). Stop it first, or use PostgreSQL (DATABASE_URL). ` +
            `내장 데이터베이스를 다른 프로세스(${owner})가 쓰고 있습니다. 그 프로세스를 멈춘 뒤 다시 실행해 주십시오.`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dir}.`);
}

async function openPglite(dir?: string, dump?: Uint8Array): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockPgliteDir(dir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dir ? { dataDir: dir, extensions: { pg_trgm } } : { extensions: { pg_trgm }, ...(dump ? { loadDataDir: new DumpBlob(dump) } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    ...runningSql('pglite', drizzlePglite(client, { schema }), (sql) => client.exec(sql)),
    dump: () => compactDump(client),
    withLock: async (_key, fn) => fn((sql, params) => client.query(sql, params)),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'legal-aid-portal' });
  // A dropped idle connection must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  return {
    ...runningSql('postgres', drizzlePg(pool, { schema }), (sql) => pool.query(sql)),
    withLock: async (key, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        return await fn((sql, params) => conn.query(sql, params as unknown[]));
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
