// Every example of the UI kit, rendered on the server (react-dom/server, no DOM emulation): the same
// fixtures the /components/* pages show. Checks ids, labels, aria references and error texts (issue 35).
import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@portal/router/server';
import { showcase, showcaseRoutes, type ComponentDoc, type Example } from '@portal/ui/showcase';
import { ComponentDocView } from '../src/lib/ComponentPage';

// one static router whose only route renders whatever `current` is (Link needs a router)
let current: ComponentType = () => null;
const Slot = () => createElement(current);
const handler = createStaticHandler([{ path: '*', Component: Slot }]);
let context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

beforeAll(async () => {
  const result = await handler.query(new Request('http://localhost/components/colors'));
  if (result instanceof Response) throw new Error('unexpected redirect');
  context = result;
});

function render(component: ComponentType): string {
  current = component;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const unescape = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attrs = (html: string, name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => unescape(m[1]));
const tags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The checks every rendered page or example passes. */
function checkMarkup(html: string, where: string) {
  const ids = attrs(html, 'id');
  const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(dupes, `${where}: duplicate ids`).toEqual([]);
  const idSet = new Set(ids);
  for (const name of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for']) {
    for (const value of attrs(html, name)) for (const ref of value.split(/\s+/)) expect(idSet.has(ref), `${where}: ${name}="${value}" names a missing id ${ref}`).toBe(true);
  }
  const labelled = new Set(attrs(html, 'for'));
  for (const tag of ['input', 'select', 'textarea']) {
    for (const t of tags(html, tag)) {
      if (attr(t, 'type') === 'hidden') continue;
      const id = attr(t, 'id');
      const named = (id && labelled.has(id)) || attr(t, 'aria-label') || attr(t, 'aria-labelledby');
      expect(named, `${where}: <${tag}> without a label: ${t}`).toBeTruthy();
    }
  }
  for (const t of tags(html, 'button')) expect(/<button\b[^>]*>\s*<\/button>/.test(t) ? '' : 'ok', `${where}: empty button`).toBe('ok');
}

/** The text inside the element with this id (leaf elements only, as field messages are). */
const textOf = (html: string, id: string) => unescape(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '');

function checkExample(doc: ComponentDoc, example: Example) {
  const where = `${doc.route} ${example.id}`;
  const html = render(example.Render);
  checkMarkup(html, where);
  expect(example.id.startsWith('ex-'), `${where}: example ids start with ex-`).toBe(true);
  expect(doc.uses.some((u) => example.code.includes(u)), `${where}: its code names ${doc.uses.join(' or ')}`).toBe(true);
  if (example.state === 'error') {
    expect(example.error, `${where}: an error example names its error`).toBeTruthy();
    expect(unescape(html)).toContain(example.error);
    // the error text's element is named by aria-describedby of its field (or fieldset)
    const describedIds = attrs(html, 'aria-describedby').flatMap((v) => v.split(/\s+/));
    expect(describedIds.some((id) => textOf(html, id) === example.error), `${where}: the error text is tied by aria-describedby`).toBe(true);
    expect(html.includes('aria-invalid="true"') || html.includes('<fieldset'), `${where}: aria-invalid on the field`).toBe(true);
  }
  if (example.state === 'disabled') expect(html, `${where}: disabled`).toMatch(/\sdisabled=""/);
  if (example.state === 'loading') expect(html, `${where}: announces loading`).toMatch(/role="status"|aria-busy="true"/);
  return html;
}

describe('the UI kit registry', () => {
  it('lists each built route once, and the light route list is the registry', () => {
    const routes = showcase.map((d) => d.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...showcaseRoutes].sort());
  });

  it('every route is a guide route of the uikit area in routes.txt', () => {
    const spec = readFileSync(new URL('../../../shared/contracts/routes.txt', import.meta.url), 'utf8');
    for (const route of showcaseRoutes) expect(spec).toMatch(new RegExp(`^${route.replace(/[/]/g, '\\/')}\\tuikit\\tguide`, 'm'));
  });

  it('every entry documents props and accessibility, and its examples have unique ids', () => {
    const all = showcase.flatMap((d) => d.examples.map((e) => e.id));
    expect(new Set(all).size).toBe(all.length);
    for (const doc of showcase) {
      expect(doc.examples.length, doc.route).toBeGreaterThan(0);
      expect(doc.props.length, doc.route).toBeGreaterThan(0);
      expect(doc.a11y.keyboard.length * doc.a11y.roles.length * doc.a11y.screenReader.length, doc.route).toBeGreaterThan(0);
    }
  });
});

describe.each(showcase.map((d) => [d.route, d] as const))('%s', (_route, doc) => {
  it.each(doc.examples.map((e) => [e.id, e] as const))('renders the example %s on the server', (_id, example) => {
    checkExample(doc, example);
  });

  it('renders its whole page with unique ids and resolved references', () => {
    const html = render(() => createElement(ComponentDocView, { doc }));
    checkMarkup(html, doc.route);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    for (const e of doc.examples) expect(html).toContain(`data-example="${e.id}"`);
  });
});

describe('tokens', () => {
  it('the colour and type pages list every token of tokens.css', () => {
    const css = readFileSync(new URL('../../../shared/ui/src/krds/tokens.css', import.meta.url), 'utf8');
    const colours = css.match(/--krds-(?:color-light|light-color)-[\w-]+\s*:/g) ?? [];
    const sizes = css.match(/--krds-font-size-[\w-]+\s*:/g) ?? [];
    const colourPage = render(() => createElement(ComponentDocView, { doc: showcase.find((d) => d.route === '/components/colors')! }));
    const typePage = render(() => createElement(ComponentDocView, { doc: showcase.find((d) => d.route === '/components/typography')! }));
    for (const c of colours) expect(colourPage).toContain(`<code>${c.replace(/\s*:$/, '')}</code>`);
    for (const s of sizes) expect(typePage).toContain(`<code>${s.replace(/\s*:$/, '')}</code>`);
  });
});
