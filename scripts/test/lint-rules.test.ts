import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.mjs on in-memory files: each fires on what it forbids and not on the allowed forms.
const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function rules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import boundaries', () => {
  it('a remote never imports another remote or the host', async () => {
    expect(await rules('remotes/center/src/lib/x.ts', "import { a } from '../../../consultation/src/lib/a';\nexport { a };")).toEqual(['portal/import-boundaries']);
    expect(await rules('remotes/center/src/lib/x.ts', "export { a } from '@portal/consultation';")).toEqual(['portal/import-boundaries']);
    expect(await rules('remotes/center/src/lib/x.ts', "export { a } from '../../../../host/src/shell/a';")).toEqual(['portal/import-boundaries']);
    expect(await rules('remotes/center/src/lib/x.ts', "export { a } from './a';\nexport { b } from '@portal/blocks/area';")).toEqual([]);
  });
  it('the host never imports a remote; shared never imports host or remotes', async () => {
    expect(await rules('host/src/shell/x.ts', "export const load = () => import('../../../remotes/center/src/App');")).toEqual(['portal/import-boundaries']);
    expect(await rules('shared/blocks/src/x.ts', "export { a } from '@portal/host';")).toEqual(['portal/import-boundaries']);
    expect(await rules('shared/blocks/src/x.ts', "export { a } from '@portal/session';")).toEqual([]);
  });
  it('@portal/ui never imports session, http, blocks or react-query', async () => {
    for (const source of ['@portal/session', '@portal/http', '@portal/blocks/area', '@tanstack/react-query', '../../session/src/index'])
      expect(await rules('shared/ui/src/x.ts', `export { a } from '${source}';`)).toEqual(['portal/import-boundaries']);
    expect(await rules('shared/ui/src/x.ts', "export { a } from '@portal/contracts/client';\nexport { b } from '@portal/router';")).toEqual([]);
  });
  it('@portal/contracts imports no other workspace package', async () => {
    expect(await rules('shared/contracts/src/x.ts', "export { a } from '@portal/session';")).toEqual(['portal/import-boundaries']);
    expect(await rules('shared/contracts/src/x.ts', "export { z } from 'zod';\nexport { a } from './common';")).toEqual([]);
  });
});

describe('pages', () => {
  it('never import another page', async () => {
    expect(await rules('remotes/center/src/pages/faq/list.tsx', "export { Row } from './detail';")).toEqual(['portal/page-imports']);
    expect(await rules('remotes/center/src/pages/faq/list.tsx', "export { Row } from '../_shared';")).toEqual(['portal/page-imports']);
    expect(await rules('host/src/pages/index.tsx', "export { MainPage } from './MainPage';")).toEqual(['portal/page-imports']);
  });
  it('import css, their own _parts, api/ and lib/', async () => {
    const code = [
      "import './list.css';",
      "export { Steps } from './_steps';",
      "export { faqList } from '../../api/faqList';",
      "export { format } from '../../lib/format';",
      "export { Card } from '@portal/ui';",
    ].join('\n');
    expect(await rules('remotes/center/src/pages/faq/list.tsx', code)).toEqual([]);
  });
  it('never call fetch or http.* of @portal/http', async () => {
    const page = 'remotes/center/src/pages/faq/list.tsx';
    expect(await rules(page, 'export const f = () => fetch(u);\ndeclare const u: string;')).toEqual(['portal/no-raw-fetch']);
    expect(await rules(page, 'export const f = () => window.fetch(u);\ndeclare const u: string;')).toEqual(['portal/no-raw-fetch']);
    expect(await rules(page, 'export const f = () => globalThis.fetch(u);\ndeclare const u: string;')).toEqual(['portal/no-raw-fetch']);
    expect(await rules(page, "import { http } from '@portal/http';\nexport const f = () => http.post(u, {});\ndeclare const u: string;")).toEqual([
      'portal/no-raw-fetch',
    ]);
    expect(await rules(page, "import { call } from '@portal/http';\nimport { faqList } from '../../api/faqList';\nexport const f = () => call(faqList, {});")).toEqual([]);
    // outside pages (an api/ file) fetch is not this rule's business
    expect(await rules('remotes/center/src/api/faqList.ts', 'export const f = () => fetch(u);\ndeclare const u: string;')).toEqual([]);
  });
});

describe('no /api/ address outside api/', () => {
  it('fires on string and template literals', async () => {
    expect(await rules('remotes/center/src/lib/x.ts', "export const u = '/api/center/faq';")).toEqual(['portal/no-api-path']);
    expect(await rules('host/src/shell/x.ts', 'export const u = (id: string) => `/api/center/faq/${id}`;')).toEqual(['portal/no-api-path']);
  });
  it('not in api/ folders, the contract table, or import specifiers', async () => {
    expect(await rules('remotes/center/src/api/faqList.ts', "export const u = '/api/center/faq';")).toEqual([]);
    expect(await rules('shared/contracts/src/x.ts', "export const u = '/api/center/faq';")).toEqual([]);
    expect(await rules('remotes/center/src/lib/x.ts', "export { faqList } from '../api/faqList';")).toEqual([]);
  });
});

describe('eslint-disable comments', () => {
  const effect = (comment: string) =>
    `import { useEffect } from 'react';\nexport function useX(a: number, b: number) {\n  useEffect(() => {\n    console.log(a, b);\n    ${comment}\n  }, [a]);\n}`;
  it('need a -- reason', async () => {
    expect(await rules('shared/ui/src/x.ts', effect('// eslint-disable-next-line react-hooks/exhaustive-deps'))).toEqual(['portal/disable-needs-reason']);
    expect(await rules('shared/ui/src/x.ts', effect('// eslint-disable-next-line react-hooks/exhaustive-deps -- only a new a counts'))).toEqual([]);
  });
  it('the hooks rules hold without one', async () => {
    expect(await rules('shared/ui/src/x.ts', effect(''))).toEqual(['react-hooks/exhaustive-deps']);
  });
});
