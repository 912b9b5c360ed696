import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

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
    name: process.env.TEST_DATABASE_URL ? 'api:postgres' : 'api:pglite',
    include: ['test/**/*.test.ts'],
    // *.pg.test.ts need real concurrent connections: they run in the PostgreSQL half only
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one migrated, seeded database per run that every suite copies (the statutes and the search index take seconds to load)
    globalSetup: ['test/global-setup.ts'],
  },
});
