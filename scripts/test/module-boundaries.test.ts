import path from 'node:path';
import { ESLint, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.mjs';

// portal/module-boundaries of eslint.config.mjs (issue 30): a server module imports only its own folder, the kernel,
// db/, http/, adapters/, clock.ts, config.ts and packages; http/ and kernel/ never import a module;
// server/src/modules/index.ts (the list of modules) imports them all.
const root = path.resolve(import.meta.dirname, '..', '..');
const rule = (config as { plugins?: { portal?: { rules: Record<string, Rule.RuleModule> } } }[]).find((c) => c.plugins?.portal)!.plugins!.portal!
  .rules['module-boundaries'];

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const at = (file: string) => path.join(root, file);
const ok = (file: string, code: string) => ({ filename: at(file), code });
const bad = (file: string, code: string, messageId: 'module' | 'server' | 'layer') => ({ filename: at(file), code, errors: [{ messageId }] });

const center = 'server/src/modules/center/x.ts';
const nested = 'server/src/modules/dscsn/files/x.ts';

tester.run('portal/module-boundaries', rule, {
  valid: [
    // the kernel, db/, http/, adapters/, clock.ts and config.ts, in every spelling
    ok(center, "import { db } from '../../db/client';\nimport { defineRoute } from '../../http/route';\nimport { k } from '../../kernel/context';"),
    ok(center, "import { pick } from '../../adapters/pick';\nimport { now } from '../../clock';\nimport { c } from '../../config.ts';\nimport { d } from '../../clock.js';"),
    ok(center, "export * from '../../db';\nexport { s } from '../../db/schema/center';"),
    // its own module, from any depth, and packages (npm, node:, shared packages by name or by path)
    ok(center, "import { faq } from './faq';\nimport { n } from '../center/notices';\nimport { z } from 'zod';\nimport fs from 'node:fs';"),
    ok(center, "import { apiCalls } from '@portal/contracts';\nimport { calls } from '../../../../shared/contracts/src/calls';"),
    ok(nested, "import { b } from '../booking';\nimport { f } from './store';\nimport { db } from '../../../db/client';"),
    ok(nested, "type T = typeof import('../booking');\nexport type { T };"),
    // the list of modules imports them all
    ok('server/src/modules/index.ts', "export { centerModule } from './center/routes';\nexport { dscsnModule } from './dscsn/routes';"),
    // http/ and kernel/ use each other, db/ and packages
    ok('server/src/http/route.ts', "import { k } from '../kernel/context';\nimport { db } from '../db/client';\nimport fastify from 'fastify';"),
    ok('server/src/kernel/context.ts', "import { errors } from '../http/errors';\nimport { config } from '../config';"),
    // not this rule's business: the app wires the modules; plugins, tests and the modules' neighbours
    ok('server/src/app.ts', "import { modules } from './modules/index';\nimport { r } from './modules/center/routes';"),
    ok('server/src/plugins/security.ts', "import { m } from '../modules/member/context';"),
    ok('server/test/center.test.ts', "import { q } from '../src/modules/center/qna';\nimport { b } from '../src/modules/dscsn/booking';"),
  ],
  invalid: [
    // another module: every import form
    bad(center, "import { b } from '../dscsn/booking';", 'module'),
    bad(center, "import type { Session } from '../member/session';", 'module'),
    bad(center, "export * from '../member/session';", 'module'),
    bad(center, "export { s } from '../member/session.ts';", 'module'),
    bad(center, "export const load = () => import('../member/session');", 'module'),
    bad(center, "type T = typeof import('../member/session');\nexport type { T };", 'module'),
    bad(center, "import { m } from '../dscsn';", 'module'),
    bad(nested, "import { s } from '../../member/session';", 'module'),
    bad(center, "import { s } from '../../modules/member/session';", 'module'),
    // the list of modules, or the modules folder itself, is not the module's own
    bad(center, "import { modules } from '../index';", 'module'),
    bad(center, "import { modules } from '..';", 'module'),
    // a file beside index.ts is no list of modules
    bad('server/src/modules/helpers.ts', "import { r } from './center/routes';", 'module'),
    // server/src outside the allowed places, and anything else outside server/src but shared/
    bad(center, "import { s } from '../../plugins/security';", 'server'),
    bad(center, "import { build } from '../../app';", 'server'),
    bad(center, "import { r } from '../../ssr/page-renderer';", 'server'),
    bad(center, "import { s } from '../../sandbox-sessions';", 'server'),
    bad(center, "import { h } from '../../../test/helpers';", 'server'),
    bad(center, "import { a } from '../../../../host/src/App';", 'server'),
    // http/ and kernel/ never import a module, nor the list of modules
    bad('server/src/http/access.ts', "import { m } from '../modules/member/context';", 'layer'),
    bad('server/src/http/access.ts', "import type { E } from '../modules/center/editor-auth';", 'layer'),
    bad('server/src/kernel/context.ts', "import { modules } from '../modules/index';", 'layer'),
    bad('server/src/kernel/sub/x.ts', "export * from '../../modules/center/routes';", 'layer'),
  ],
});

describe('eslint.config.mjs turns portal/module-boundaries on', () => {
  const eslint = new ESLint({ cwd: root });
  const rules = async (file: string, code: string) => (await eslint.lintText(code, { filePath: at(file) }))[0].messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
  it('for the modules, http/ and kernel/, not for the rest of the server', async () => {
    const cross = "export { b } from '../dscsn/booking';";
    expect(await rules(center, cross)).toEqual(['portal/module-boundaries']);
    expect(await rules('server/src/http/x.ts', "export { m } from '../modules/member/context';")).toEqual(['portal/module-boundaries']);
    expect(await rules('server/src/kernel/x.ts', "export { m } from '../modules/member/context';")).toEqual(['portal/module-boundaries']);
    expect(await rules('server/src/modules/index.ts', "export { r } from './center/routes';")).toEqual([]);
    expect(await rules('server/src/plugins/x.ts', "export { m } from '../modules/member/context';")).toEqual([]);
  });
  it('and the recommended rules over the Node code', async () => {
    for (const file of ['server/src/app-x.ts', 'server/test/x.test.ts', 'server/scripts/x.mjs', 'e2e/tests/x.spec.ts', 'scripts/x.mjs', 'scripts/test/x.test.ts'])
      expect(await rules(file, 'const unused = 1;\nexport {};')).toEqual(['@typescript-eslint/no-unused-vars']);
  });
});
