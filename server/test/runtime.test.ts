import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('runtime', () => {
  // npm test runs the PostgreSQL half on the production images' Node (scripts/lib/tools.mjs PRODUCTION_NODE)
  it.runIf(process.env.PORTAL_EXPECT_NODE)('runs on the Node.js the production images ship', () => {
    expect(process.version).toBe(`v${process.env.PORTAL_EXPECT_NODE}`);
  });

  it('the production images and the suite name the same Node.js major', () => {
    const tools = readFileSync(path.join(root, 'scripts/lib/tools.mjs'), 'utf8');
    const major = /PRODUCTION_NODE = '(\d+)\./.exec(tools)?.[1];
    expect(major).toBeDefined();
    for (const file of ['deploy/Dockerfile.server', 'deploy/Dockerfile.web']) {
      expect(readFileSync(path.join(root, file), 'utf8')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-bookworm-slim$`, 'm'));
    }
  });
});
