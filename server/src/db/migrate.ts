import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

const MIGRATION_LOCK = 7_243_001;

/** Applies committed migrations/*.sql in name order, each once, each in its own transaction. */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return database.withLock(MIGRATION_LOCK, async (exec) => {
    await exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      ((await exec('SELECT name FROM schema_migrations')).rows as { name: string }[]).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      await exec('BEGIN');
      try {
        for (const statement of splitStatements(sql)) await exec(statement);
        await exec('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await exec('COMMIT');
      } catch (error) {
        await exec('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
    return applied;
  });
}

/** Splits plain SQL on semicolons at line ends (our migrations hold no function bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
