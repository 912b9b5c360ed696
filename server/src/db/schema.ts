// The Drizzle tables, one file per area under ./schema/. They mirror migrations/*.sql (the SQL is
// what runs; this is how the code reads and writes it), and test/schema-drift.test.ts holds the two
// together: a migrated database and these tables must agree on every table, column, key and
// unique constraint.
export * from './schema/shell';
export * from './schema/member';
export * from './schema/dscsn';
export * from './schema/notify';
export * from './schema/center';
export * from './schema/dgstfn';
export * from './schema/elrcpt';
export * from './schema/prdoc';
export * from './schema/statute';
export * from './schema/search';
export * from './schema/ai';
export * from './schema/services';
export * from './schema/calendar';
export * from './schema/openapi';
export * from './schema/schedule';
export * from './schema/audit';
export * from './schema/admin-auth';
