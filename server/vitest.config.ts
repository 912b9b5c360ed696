import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const name = process.env.TEST_DATABASE_URL ? 'api:postgres' : 'api:pglite';
// *.pg.test.ts need real concurrent connections: they run in the PostgreSQL half only; the tests of
// the embedded database itself open PGlite whatever the half, so they run in the PGlite half only
const otherHalf = process.env.TEST_DATABASE_URL ? ['test/pglite-dump.test.ts', 'test/pglite-lock.test.ts'] : ['test/**/*.pg.test.ts'];
// files that replace a module with vi.mock need a module graph of their own
const mocking = ['test/shell-pages.test.ts'];

export default defineConfig({
  // text files load as strings, like esbuild's 'text' loader in build.mjs
  plugins: [
    {
      name: 'text-loader',
      enforce: 'pre',
      load(id) {
        if (id.endsWith('.txt')) return { code: `export default ${JSON.stringify(readFileSync(id, 'utf8'))};`, map: null };
      },
    },
  ],
  test: {
    // generous: the API suites run side by side on 2 cores (and beside a browser build elsewhere); a
    // timeout is a ceiling for a stuck test, not a measure of speed (benchmarks measure speed)
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // one migrated, seeded database per run that every suite copies (the statutes and the search index take seconds to load)
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        extends: true,
        // One module graph per worker for every file: loading the server's modules again for each of
        // 80-odd files took about 5 s a file (13 → 9 min for the PGlite suite on 2 cores). Each file
        // still builds its own app and database; module-level state (caches) is shared between files.
        test: { name, include: ['test/**/*.test.ts'], exclude: [...otherHalf, ...mocking], isolate: false },
      },
      { extends: true, test: { name: `${name}:isolated`, include: mocking, isolate: true } },
    ],
  },
});
