import { defineConfig } from 'vitest/config';

// Unit tests of the workspace libraries (shared/*), the pure modules of remotes (remotes/*/test) and of the repository scripts (scripts/).
// Run: pnpm exec vitest run --config vitest.unit.config.ts
export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    include: ['shared/*/test/**/*.test.ts', 'host/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'remotes/*/test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // stylesheets stay empty in unit tests, except the KRDS tokens the UI kit reads as text (`tokens.css?raw`)
    css: { include: [/krds\/tokens\.css/] },
  },
});
