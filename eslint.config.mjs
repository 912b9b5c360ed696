// ESLint (flat config): the boundaries of issue 14 for browser code and the shared packages, and (issue 30)
// typescript-eslint's recommended rules over the Node code with the boundaries of the server's modules.
// Scope: host/src, remotes/*/src, shared/*/src (browser); server/ (src, test, scripts, build.mjs, vitest.config.ts),
// e2e/ and scripts/ (Node). Not: tests of host/remotes/shared, generated files, dist/.
// Run: pnpm lint (`npm test` runs it as the suite 'lint'). Every rule is an error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = ['host/src/**/*.{ts,tsx,js,jsx,mjs}', 'remotes/*/src/**/*.{ts,tsx,js,jsx,mjs}', 'shared/*/src/**/*.{ts,tsx,js,jsx,mjs}'];
const PAGES = ['host/src/pages/**', 'remotes/*/src/pages/**'];
// Node code: the API server, its tests and scripts, the browser tests and the repository scripts
const NODE_SOURCES = ['server/{src,test,scripts}/**/*.{ts,mts,js,mjs}', 'server/*.{ts,mjs}', 'e2e/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'];
const SERVER_MODULES = ['server/src/modules/**', 'server/src/http/**', 'server/src/kernel/**'];

/** Where a repository path lies: the host, a remote or a shared package (null: elsewhere). */
function zoneOf(rel) {
  const [top, name] = rel.split('/');
  if (top === 'host') return { kind: 'host', name: 'host' };
  if ((top === 'remotes' || top === 'shared') && name) return { kind: top === 'remotes' ? 'remote' : 'shared', name };
  return null;
}

/** Workspace package name → its zone (@portal/center → remote 'center', @portal/ui → shared 'ui'). */
const packages = new Map();
for (const top of ['host', 'remotes', 'shared']) {
  const dirs = top === 'host' ? [''] : readdirSync(path.join(root, top), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const dir of dirs) {
    try {
      const { name } = JSON.parse(readFileSync(path.join(root, top, dir, 'package.json'), 'utf8'));
      packages.set(name, zoneOf(path.posix.join(top, dir)));
    } catch {}
  }
}

const repoPath = (file) => path.relative(root, file).split(path.sep).join('/');

/** The zone (and repository path, for relative imports) an import source points at. */
function targetOf(source, file) {
  if (source.startsWith('.')) {
    const rel = repoPath(path.resolve(path.dirname(file), source));
    return { rel, zone: zoneOf(rel) };
  }
  const [a, b] = source.split('/');
  const pkg = source.startsWith('@') ? `${a}/${b}` : a;
  if (packages.has(pkg)) return { pkg, zone: packages.get(pkg) };
  if (a === 'host' || a === 'remotes') return { pkg, zone: zoneOf(source) };
  return { pkg, zone: null };
}

/** Calls `check(sourceNode, source)` for every import/export-from/import() with a literal source. */
function onImports(check) {
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const UI_FORBIDDEN = new Set(['@portal/http', '@portal/session', '@portal/blocks', '@tanstack/react-query']);

const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      remote:
        "A remote never imports another remote or the host ('{{source}}'): move what both need to a shared package (@portal/ui for primitives, @portal/blocks for blocks with API or session).",
      host: "The host never imports a remote's files ('{{source}}'): remotes are loaded at runtime through module federation; share code through a shared package.",
      shared: "A shared package never imports the host or a remote ('{{source}}'): pass what it needs in as props or arguments.",
      ui: "@portal/ui holds primitives only and never imports '{{source}}': put what needs the API, the session or react-query in @portal/blocks, or take the value as a prop.",
      contracts: "@portal/contracts imports nothing from other workspace packages ('{{source}}'): the contract table stands alone.",
    },
    schema: [],
  },
  create(context) {
    const from = zoneOf(repoPath(context.filename));
    if (!from) return {};
    return onImports((node, source) => {
      const { zone, pkg } = targetOf(source, context.filename);
      const report = (messageId) => context.report({ node, messageId, data: { source } });
      if (from.kind === 'shared' && from.name === 'ui' && (UI_FORBIDDEN.has(pkg) || (zone?.kind === 'shared' && UI_FORBIDDEN.has(`@portal/${zone.name}`))))
        return report('ui');
      if (!zone || (zone.kind === from.kind && zone.name === from.name)) return;
      if (from.kind === 'remote' && zone.kind !== 'shared') return report('remote');
      if (from.kind === 'host' && zone.kind === 'remote') return report('host');
      if (from.kind === 'shared' && zone.kind !== 'shared') return report('shared');
      if (from.kind === 'shared' && from.name === 'contracts') return report('contracts');
    });
  },
};

const pageImports = {
  meta: {
    type: 'problem',
    messages: {
      page: "Pages never import other pages' files ('{{source}}'): a page imports relatively only a .css file, a page-private part in its own folder whose file name starts with '_' (./_steps.tsx), or a module under src/api/ or src/lib/. Move what pages share to src/lib/ (calls to src/api/<callKey>.ts, or a shared package) and import it from there.",
    },
    schema: [],
  },
  create(context) {
    const dir = path.dirname(context.filename);
    return onImports((node, source) => {
      if (!source.startsWith('.')) return;
      if (source.endsWith('.css')) return;
      const segments = repoPath(path.resolve(dir, source)).split('/');
      if (segments.includes('api') || segments.includes('lib')) return;
      // the host's shell (layouts, chrome, navigation) is its lib
      if (segments[0] === 'host' && segments[2] === 'shell') return;
      const inside = path.relative(dir, path.resolve(dir, source)).split(path.sep);
      if (inside[0] !== '..' && inside.some((s) => s.startsWith('_'))) return;
      context.report({ node, messageId: 'page', data: { source } });
    });
  },
};

// a module specifier ('../api/x', import('…/api/…'), import type('…')) is no address
const IMPORT_PARENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression', 'TSExternalModuleReference']);
const isSpecifier = (node) => IMPORT_PARENTS.has(node.parent?.type) || (node.parent?.type === 'TSLiteralType' && node.parent.parent?.type === 'TSImportType');

const noApiPath = {
  meta: {
    type: 'problem',
    messages: {
      api: "No '/api/' address outside an api/ folder: add src/api/<callKey>.ts with the call's descriptor from @portal/contracts/calls and call it with call() of @portal/http.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && text.includes('/api/')) context.report({ node, messageId: 'api' });
    };
    return {
      Literal: (node) => isSpecifier(node) || check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
    };
  },
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'request']);
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);
const propName = (m) => (m.computed ? (m.property.type === 'Literal' ? m.property.value : null) : m.property.name);

const noRawFetch = {
  meta: {
    type: 'problem',
    messages: {
      fetch: 'Pages never call fetch: add src/api/<callKey>.ts with the descriptor from @portal/contracts/calls and use it (call() of @portal/http, or defineQuery/defineMutation).',
      http: 'Pages never call http.{{method}} of @portal/http: add src/api/<callKey>.ts with the descriptor from @portal/contracts/calls and use it (call(), or defineQuery/defineMutation).',
    },
    schema: [],
  },
  create(context) {
    const httpNames = new Set(); // local names of @portal/http's `http`
    const httpNamespaces = new Set(); // import * as H from '@portal/http'
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@portal/http') return;
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'http') httpNames.add(s.local.name);
          if (s.type === 'ImportNamespaceSpecifier') httpNamespaces.add(s.local.name);
        }
      },
      MemberExpression(node) {
        const name = propName(node);
        const obj = node.object;
        if (name === 'fetch' && obj.type === 'Identifier' && GLOBAL_OBJECTS.has(obj.name)) return context.report({ node, messageId: 'fetch' });
        if (!HTTP_METHODS.has(name)) return;
        const isHttp =
          (obj.type === 'Identifier' && httpNames.has(obj.name)) ||
          (obj.type === 'MemberExpression' && obj.object.type === 'Identifier' && httpNamespaces.has(obj.object.name) && propName(obj) === 'http');
        if (isHttp) context.report({ node, messageId: 'http', data: { method: name } });
      },
      'Program:exit'(node) {
        const scope = context.sourceCode.getScope(node);
        const refs = [...scope.through, ...(scope.set.get('fetch')?.references ?? [])];
        for (const ref of refs) if (ref.identifier.name === 'fetch') context.report({ node: ref.identifier, messageId: 'fetch' });
      },
    };
  },
};

// server/src/<dir or file> that a module may import besides its own folder (issue 30): the kernel, the database,
// the HTTP helpers, the adapters, the clock and the configuration
const SERVER_SHARED = new Set(['kernel', 'db', 'http', 'adapters', 'clock', 'config']);
const SERVER_SRC = 'server/src/';

/** Where a server/src path lies: { top: 'modules'|'http'|…, module: '<X>' for server/src/modules/<X>/… } (null: outside server/src). */
function serverZoneOf(rel) {
  if (!rel.startsWith(SERVER_SRC)) return null;
  const parts = rel.slice(SERVER_SRC.length).split('/');
  // server/src/clock.ts, ../../clock.js and ../../clock all name the clock
  const top = parts.length === 1 ? parts[0].replace(/\.[cm]?[jt]sx?$/, '') : parts[0];
  return { top, module: top === 'modules' && parts.length > 2 ? parts[1] : null, file: parts.length === 2 && top === 'modules' ? parts[1] : null };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      module:
        "A server module never imports another module ('{{source}}' from module '{{from}}'): move what both need to server/src/kernel/ (or db/, http/, adapters/), or let the other module hand it over through the kernel.",
      server:
        "A server module imports only its own folder, server/src/kernel/, db/, http/, adapters/, clock.ts, config.ts, shared packages and npm packages ('{{source}}'): move what it needs to server/src/kernel/.",
      layer: "server/src/{{from}}/ never imports a module ('{{source}}'): modules build on the kernel and http/, not the other way round; pass what is needed in through the kernel.",
    },
    schema: [],
  },
  create(context) {
    const from = serverZoneOf(repoPath(context.filename));
    if (!from) return {};
    // server/src/modules/index.ts is the list of modules: it imports them all
    if (from.top === 'modules' && from.file && /^index\.[cm]?[jt]s$/.test(from.file)) return {};
    const checkModule = from.top === 'modules';
    const checkLayer = from.top === 'http' || from.top === 'kernel';
    if (!checkModule && !checkLayer) return {};
    const check = (node, source) => {
      if (!source.startsWith('.')) return; // npm and shared packages (@portal/contracts) and node: built-ins
      const rel = repoPath(path.resolve(path.dirname(context.filename), source));
      const to = serverZoneOf(rel);
      const report = (messageId) => context.report({ node, messageId, data: { source, from: checkModule ? (from.module ?? from.file) : from.top } });
      if (checkLayer) return to?.top === 'modules' ? report('layer') : undefined;
      if (!to) return zoneOf(rel)?.kind === 'shared' ? undefined : report('server'); // a relative path into shared/ is a shared package
      if (to.top === 'modules') return from.module && to.module === from.module ? undefined : report('module');
      if (!SERVER_SHARED.has(to.top)) report('server');
    };
    return {
      ...onImports(check),
      // typeof import('../x/y'): a type import all the same
      TSImportType(node) {
        const arg = node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : null); // source since typescript-eslint 8.x
        if (arg?.type === 'Literal' && typeof arg.value === 'string') check(arg, arg.value);
      },
    };
  },
};

const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    messages: { reason: "Say why: '{{directive}} <rules> -- <reason>' (what makes the rule wrong here)." },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = /^\s*(eslint-disable(?:-next-line|-line)?)(?:\s|$)/.exec(comment.value);
          if (m && !/\s--\s*\S/.test(comment.value)) context.report({ loc: comment.loc, messageId: 'reason', data: { directive: m[1] } });
        }
      },
    };
  },
};

const portal = {
  meta: { name: 'portal-local' },
  rules: {
    'import-boundaries': importBoundaries,
    'page-imports': pageImports,
    'no-api-path': noApiPath,
    'no-raw-fetch': noRawFetch,
    'disable-needs-reason': disableNeedsReason,
    'module-boundaries': moduleBoundaries,
  },
};

export default [
  {
    // Only the browser code and the shared packages: everything else is out of scope.
    ignores: [
      '**/*',
      '!**/*/',
      '!host/src/**',
      '!remotes/*/src/**',
      '!shared/*/src/**',
      '!server/src/**',
      '!server/test/**',
      '!server/scripts/**',
      '!server/build.mjs',
      '!server/vitest.config.ts',
      '!e2e/**',
      '!scripts/**',
      '**/node_modules/',
      '**/dist/',
      // generated
      'shared/contracts/src/routes.ts',
      'shared/contracts/src/calls.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: SOURCES })),
  {
    files: SOURCES,
    plugins: { 'react-hooks': reactHooks, portal },
    rules: {
      // `const { a: _drop, ...rest } = o` is how an object loses a key
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'portal/import-boundaries': 'error',
      'portal/disable-needs-reason': 'error',
      'portal/no-api-path': 'error',
    },
  },
  // the contract table IS the list of /api/ addresses; @portal/http builds them; api/ folders hold the calls
  { files: ['shared/contracts/src/**', 'shared/http/src/**', '**/src/**/api/**'], rules: { 'portal/no-api-path': 'off' } },
  { files: PAGES, rules: { 'portal/page-imports': 'error', 'portal/no-raw-fetch': 'error' } },
  // Node code (issue 30): the same recommended rules; none of the browser boundaries (no React, the server owns /api/)
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: NODE_SOURCES })),
  {
    files: NODE_SOURCES,
    plugins: { portal },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'portal/disable-needs-reason': 'error',
    },
  },
  { files: SERVER_MODULES, rules: { 'portal/module-boundaries': 'error' } },
];
