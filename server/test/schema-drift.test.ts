// One source of truth for the schema (issue 30): the committed migrations are what runs, the Drizzle
// tables (src/db/schema/*.ts) are how the code reads and writes it. A freshly migrated database and
// the Drizzle tables must agree on every table and column (type, nullability, whether it has a
// default), the primary keys, the unique constraints and unique indexes (names and columns, both
// ways), and every plain index Drizzle declares. PGlite; PostgreSQL with TEST_DATABASE_URL.
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type IndexedColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { createTestDatabase, testConfig } from './helpers';

/** Tables the migrations (or the migrator) make that Drizzle deliberately does not model, and why. */
const NOT_IN_DRIZZLE: Record<string, string> = {
  schema_migrations: 'bookkeeping of src/db/migrate.ts (it creates the table itself and reads it with plain SQL)',
};

interface Column {
  type: string;
  notNull: boolean;
  /** none | default | generated | identity always | identity byDefault */
  default: string;
}
interface Index {
  columns: string[];
  unique: boolean;
  method: string;
  /** The WHERE of a partial index, normalised (compared) and as each side writes it (shown); '' for none. */
  where: string;
  whereText: string;
}
interface Shape {
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Unique constraints by name (column lists). */
  uniques: Map<string, string[]>;
  /** Indexes that are not the index of a primary key or unique constraint, by name. */
  indexes: Map<string, Index>;
}

// ─── Normalising: both sides written the way format_type() and pg_get_expr() write them ────────────
const SCALAR: Record<string, string> = {
  char: 'character(1)',
  character: 'character(1)',
  varchar: 'character varying',
  serial: 'integer',
  serial4: 'integer',
  int: 'integer',
  int4: 'integer',
  bigserial: 'bigint',
  serial8: 'bigint',
  int8: 'bigint',
  smallserial: 'smallint',
  serial2: 'smallint',
  int2: 'smallint',
  decimal: 'numeric',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  timestamptz: 'timestamp with time zone',
  timetz: 'time with time zone',
};

function normaliseType(raw: string): string {
  let t = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\s*\(\s*/g, '(').replace(/\s*\)/g, ')').replace(/\s*,\s*/g, ',');
  let dims = '';
  while (/\[\d*\]$/.test(t)) {
    t = t.replace(/\[\d*\]$/, '');
    dims += '[]';
  }
  t = t.replace(/^char\(/, 'character(').replace(/^varchar\(/, 'character varying(').replace(/^decimal\(/, 'numeric(');
  t = SCALAR[t] ?? t;
  // timestamp / time without a zone: format_type() spells it out
  if (/^(timestamp|time)(\(\d+\))?$/.test(t)) t += ' without time zone';
  return t + dims;
}

/** A partial index's predicate in one spelling: no parentheses or casts, IN for = ANY (ARRAY[…]). */
function normalisePredicate(raw: string): string {
  return raw
    .replace(/::(?:character varying|timestamp with(?:out)? time zone|double precision|[a-z_][a-z0-9_]*)(?:\[\])?/g, '')
    .replace(/[()"]/g, '')
    .replace(/= ANY ARRAY\[(.*?)\]/gi, 'IN $1')
    .replace(/<> ALL ARRAY\[(.*?)\]/gi, 'NOT IN $1')
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim()
    // keywords in one case, quoted literals as written
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 ? part : part.toUpperCase()))
    .join('');
}

// ─── The Drizzle side ─────────────────────────────────────────────────────────────────────────────
const dialect = new PgDialect();
const sqlText = (s: SQL) => {
  const q = dialect.sqlToQuery(s);
  return q.sql.replace(/\$(\d+)/g, (_m, i: string) => {
    const v = q.params[Number(i) - 1];
    return typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);
  });
};

function drizzleDefault(c: PgColumn): string {
  if (c.generatedIdentity) return `identity ${c.generatedIdentity.type}`;
  if (c.generated) return 'generated';
  // .$defaultFn() is filled in by the code, not the database: it counts as none
  if (c.default !== undefined || /Serial/.test(c.columnType)) return 'default';
  return 'none';
}

function drizzleShapes(): Map<string, Shape> {
  const shapes = new Map<string, Shape>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const name = config.schema && config.schema !== 'public' ? `${config.schema}.${config.name}` : config.name;
    if (shapes.has(name)) throw new Error(`two Drizzle tables are named ${name}`);
    const shape: Shape = { columns: new Map(), primaryKey: [], uniques: new Map(), indexes: new Map() };
    for (const c of config.columns) {
      shape.columns.set(c.name, { type: normaliseType(c.getSQLType()), notNull: c.notNull, default: drizzleDefault(c) });
      if (c.primary) shape.primaryKey.push(c.name);
      if (c.isUnique) shape.uniques.set(c.uniqueName ?? `(unnamed unique on ${c.name})`, [c.name]);
    }
    for (const pk of config.primaryKeys) shape.primaryKey.push(...pk.columns.map((c) => c.name));
    for (const u of config.uniqueConstraints) shape.uniques.set(u.getName() ?? `(unnamed unique on ${u.columns.map((c) => c.name).join(', ')})`, u.columns.map((c) => c.name));
    for (const ix of config.indexes) {
      const c = ix.config;
      shape.indexes.set(c.name ?? '(unnamed index)', {
        columns: c.columns.map((col) => {
          if (is(col, SQL)) return sqlText(col);
          const indexed = col as IndexedColumn;
          const order = indexed.indexConfig?.order === 'desc' ? ' DESC' : '';
          const opClass = indexed.indexConfig?.opClass ? ` ${indexed.indexConfig.opClass}` : '';
          return `${indexed.name}${order}${opClass}`;
        }),
        unique: c.unique,
        method: c.method ?? 'btree',
        where: c.where ? normalisePredicate(sqlText(c.where)) : '',
        whereText: c.where ? sqlText(c.where) : '',
      });
    }
    shapes.set(name, shape);
  }
  return shapes;
}

// ─── The database side (pg_catalog: the same queries answer on PGlite and PostgreSQL) ─────────────
async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(text)) as unknown as { rows: T[] };
  return result.rows;
}

const IN_PUBLIC = `JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'`;

async function databaseShapes(database: Database): Promise<Map<string, Shape>> {
  const shapes = new Map<string, Shape>();
  const shape = (table: string) => {
    let s = shapes.get(table);
    if (!s) shapes.set(table, (s = { columns: new Map(), primaryKey: [], uniques: new Map(), indexes: new Map() }));
    return s;
  };
  for (const t of await rows<{ name: string }>(database, `SELECT t.relname AS name FROM pg_class t ${IN_PUBLIC} WHERE t.relkind IN ('r', 'p', 'v', 'm', 'f')`)) shape(t.name);

  const columns = await rows<{ table: string; column: string; type: string; not_null: boolean; has_default: boolean; identity: string; generated: string }>(
    database,
    `SELECT t.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            a.atthasdef AS has_default, a.attidentity::text AS identity, a.attgenerated::text AS generated
       FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid ${IN_PUBLIC}
      WHERE t.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY t.relname, a.attnum`,
  );
  for (const c of columns) {
    const kind = c.identity === 'a' ? 'identity always' : c.identity === 'd' ? 'identity byDefault' : c.generated === 's' ? 'generated' : c.has_default ? 'default' : 'none';
    shape(c.table).columns.set(c.column, { type: normaliseType(c.type), notNull: c.not_null, default: kind });
  }

  const constraints = await rows<{ table: string; name: string; type: string; columns: string[] }>(
    database,
    `SELECT t.relname AS table, con.conname AS name, con.contype::text AS type,
            (SELECT json_agg(a.attname ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS columns
       FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid ${IN_PUBLIC}
      WHERE con.contype IN ('p', 'u')`,
  );
  for (const c of constraints) {
    if (c.type === 'p') shape(c.table).primaryKey = c.columns;
    else shape(c.table).uniques.set(c.name, c.columns);
  }

  const indexes = await rows<{ table: string; name: string; unique: boolean; method: string; predicate: string | null; columns: string[] }>(
    database,
    `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, am.amname AS method,
            pg_get_expr(ix.indpred, ix.indrelid) AS predicate,
            (SELECT json_agg(pg_get_indexdef(ix.indexrelid, k, true)
                    || CASE WHEN ix.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
                    || COALESCE((SELECT ' ' || opc.opcname FROM pg_opclass opc WHERE opc.oid = ix.indclass[k - 1] AND NOT opc.opcdefault), '')
                    ORDER BY k)
               FROM generate_series(1, ix.indnkeyatts) AS k) AS columns
       FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid ${IN_PUBLIC}
       JOIN pg_am am ON am.oid = i.relam
      WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = ix.indexrelid AND con.contype IN ('p', 'u', 'x'))`,
  );
  for (const ix of indexes) {
    shape(ix.table).indexes.set(ix.name, {
      columns: ix.columns.map((c) => c.replace(/"/g, '')),
      unique: ix.unique,
      method: ix.method,
      where: ix.predicate ? normalisePredicate(ix.predicate) : '',
      whereText: ix.predicate ?? '',
    });
  }
  return shapes;
}

// ─── Comparing ────────────────────────────────────────────────────────────────────────────────────
const list = (cols: string[]) => `(${cols.join(', ')})`;
const nullability = (notNull: boolean) => (notNull ? 'NOT NULL' : 'NULL');

/** The tables both sides have (the rest is reported by the table test). */
function paired(drizzle: Map<string, Shape>, db: Map<string, Shape>) {
  return [...drizzle].filter(([name]) => db.has(name)).map(([name, d]) => [name, d, db.get(name)!] as const);
}

function tableDrift(drizzle: Map<string, Shape>, db: Map<string, Shape>): string[] {
  const problems: string[] = [];
  for (const name of drizzle.keys()) {
    if (!db.has(name)) problems.push(`${name}: a Drizzle table the migrations do not create`);
    if (NOT_IN_DRIZZLE[name]) problems.push(`${name}: on the allow-list of tables Drizzle does not model, yet Drizzle has it`);
  }
  for (const name of db.keys()) {
    if (!drizzle.has(name) && !NOT_IN_DRIZZLE[name]) problems.push(`${name}: a table in the migrated database with no Drizzle table (model it, or allow-list it with a reason)`);
  }
  for (const name of Object.keys(NOT_IN_DRIZZLE)) {
    if (!db.has(name)) problems.push(`${name}: on the allow-list but not in the migrated database (drop it from NOT_IN_DRIZZLE)`);
  }
  return problems;
}

function columnDrift(drizzle: Map<string, Shape>, db: Map<string, Shape>): string[] {
  const problems: string[] = [];
  for (const [table, d, b] of paired(drizzle, db)) {
    for (const [column, dc] of d.columns) {
      const bc = b.columns.get(column);
      if (!bc) {
        problems.push(`${table}.${column}: in Drizzle (${dc.type}) but not in the database`);
        continue;
      }
      if (dc.type !== bc.type) problems.push(`${table}.${column}: type — Drizzle ${dc.type}, database ${bc.type}`);
      if (dc.notNull !== bc.notNull) problems.push(`${table}.${column}: nullability — Drizzle ${nullability(dc.notNull)}, database ${nullability(bc.notNull)}`);
      if (dc.default !== bc.default) problems.push(`${table}.${column}: default — Drizzle ${dc.default}, database ${bc.default}`);
    }
    for (const [column, bc] of b.columns) {
      if (!d.columns.has(column)) problems.push(`${table}.${column}: in the database (${bc.type}) but not in Drizzle`);
    }
  }
  return problems;
}

function keyDrift(drizzle: Map<string, Shape>, db: Map<string, Shape>): string[] {
  const problems: string[] = [];
  for (const [table, d, b] of paired(drizzle, db)) {
    if (list(d.primaryKey) !== list(b.primaryKey)) problems.push(`${table}: primary key — Drizzle ${list(d.primaryKey)}, database ${list(b.primaryKey)}`);
    for (const [name, cols] of d.uniques) {
      const other = b.uniques.get(name);
      if (!other) problems.push(`${table}: unique constraint ${name} ${list(cols)} in Drizzle but not in the database (database has: ${[...b.uniques].map(([n, c]) => `${n} ${list(c)}`).join('; ') || 'none'})`);
      else if (list(cols) !== list(other)) problems.push(`${table}: unique constraint ${name} — Drizzle ${list(cols)}, database ${list(other)}`);
    }
    for (const [name, cols] of b.uniques) {
      if (!d.uniques.has(name)) problems.push(`${table}: unique constraint ${name} ${list(cols)} in the database but not in Drizzle`);
    }
  }
  return problems;
}

/** An index in words; `shown` writes the WHERE as its side wrote it, else normalised (to compare). */
const describeIndex = (ix: Index, shown = true) =>
  `${ix.unique ? 'UNIQUE ' : ''}${ix.method === 'btree' ? '' : `USING ${ix.method} `}${list(ix.columns)}${ix.where ? ` WHERE ${shown ? ix.whereText : ix.where}` : ''}`;

/** Unique indexes both ways (they are rules the code leans on); plain indexes where Drizzle declares them. */
function indexDrift(drizzle: Map<string, Shape>, db: Map<string, Shape>): string[] {
  const problems: string[] = [];
  for (const [table, d, b] of paired(drizzle, db)) {
    for (const [name, dix] of d.indexes) {
      const bix = b.indexes.get(name);
      if (!bix) problems.push(`${table}: index ${name} ${describeIndex(dix)} in Drizzle but not in the database`);
      else if (describeIndex(dix, false) !== describeIndex(bix, false)) problems.push(`${table}: index ${name} — Drizzle ${describeIndex(dix)}, database ${describeIndex(bix)}`);
    }
    for (const [name, bix] of b.indexes) {
      if (bix.unique && !d.indexes.has(name)) problems.push(`${table}: unique index ${name} ${describeIndex(bix)} in the database but not in Drizzle`);
    }
  }
  return problems;
}

// ─── The test ─────────────────────────────────────────────────────────────────────────────────────
let database: Database;
let drop: () => Promise<void>;
let fromDrizzle: Map<string, Shape>;
let fromDatabase: Map<string, Shape>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database, testConfig().migrationsDir);
  fromDrizzle = drizzleShapes();
  fromDatabase = await databaseShapes(database);
});
afterAll(() => drop());

describe('the Drizzle schema and the migrated database agree', () => {
  it('reads both sides (sanity: the comparison is not vacuous)', () => {
    expect(fromDrizzle.size).toBeGreaterThan(50);
    expect(fromDatabase.get('members')?.columns.get('login_id')).toEqual({ type: 'text', notNull: true, default: 'none' });
    expect(fromDrizzle.get('members')?.columns.get('login_id')).toEqual({ type: 'text', notNull: true, default: 'none' });
  });

  it('on tables: each side has every table of the other (save the allow-list)', () => {
    expect(tableDrift(fromDrizzle, fromDatabase)).toEqual([]);
  });

  it('on columns: names, types, nullability and whether there is a default', () => {
    expect(columnDrift(fromDrizzle, fromDatabase)).toEqual([]);
  });

  it('on primary keys and unique constraints (names and columns)', () => {
    expect(keyDrift(fromDrizzle, fromDatabase)).toEqual([]);
  });

  it('on unique indexes (both ways) and the indexes Drizzle declares', () => {
    expect(indexDrift(fromDrizzle, fromDatabase)).toEqual([]);
  });
});

describe('normalising types', () => {
  it('writes Drizzle and format_type() spellings alike', () => {
    expect(normaliseType('char(8)')).toBe(normaliseType('character(8)'));
    expect(normaliseType('char')).toBe('character(1)');
    expect(normaliseType('varchar(20)')).toBe('character varying(20)');
    expect(normaliseType('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(normaliseType('timestamp (3) with time zone')).toBe('timestamp(3) with time zone');
    expect(normaliseType('timestamp')).toBe('timestamp without time zone');
    expect(normaliseType('bigserial')).toBe('bigint');
    expect(normaliseType('text[]')).toBe('text[]');
    expect(normaliseType('varchar(5)[3]')).toBe('character varying(5)[]');
  });
  it('writes partial index predicates alike', () => {
    expect(normalisePredicate(`((person_key IS NOT NULL) AND (mbr_type_cd <> '09'::text))`)).toBe(normalisePredicate(`person_key IS NOT NULL AND mbr_type_cd <> '09'`));
    expect(normalisePredicate(`(status = ANY (ARRAY['A'::text, 'B'::text]))`)).toBe(normalisePredicate(`status IN ('A', 'B')`));
  });
});
