import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiCalls, type ApiCall } from '../src/api';

const file = fileURLToPath(new URL('../src/calls.ts', import.meta.url));

/** calls.ts: one exported descriptor per contract call, zod-free, so a page's bundle carries only the calls it imports. */
function render(): string {
  const lines = [
    '// GENERATED from the contract table (src/api.ts) by `pnpm --filter @portal/contracts gen:calls`;',
    '// test/calls.test.ts fails when it is stale. One descriptor per call: a bundle keeps only those it imports.',
    "import type { CallOf } from './call-types';",
    '',
  ];
  for (const [key, c] of Object.entries(apiCalls) as [string, ApiCall][]) {
    // a call whose headers take an Idempotency-Key: the browser's client adds it (shared/http)
    const keyed = c.headers instanceof z.ZodObject && 'idempotency-key' in c.headers.shape ? ', idempotencyKey: true' : '';
    lines.push(`export const ${key}: CallOf<'${key}'> = { key: '${key}', method: '${c.method}', path: '${c.path}'${keyed} };`);
  }
  return lines.join('\n') + '\n';
}

describe('calls.ts (the browser side of the contract table)', () => {
  it('names every call of apiCalls with its method and path, and nothing else', () => {
    const wanted = render();
    if (process.env.WRITE_CALLS === '1') writeFileSync(file, wanted);
    expect(readFileSync(file, 'utf8')).toBe(wanted);
  });
});
