import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-ignore plain .mjs without types
import manifestEntryPlugin from '../src/runtime/manifest-entry.mjs';

// The host's federation runtime plugin that reads a remote's mf-manifest.json (the registry's URL)
// in place of the runtime's snapshot plugin. A fake document and fetch stand in for the browser.
const manifest = (version: string) => ({
  name: 'center',
  metaData: { name: 'center', globalName: 'center', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      id: 'center:App',
      name: 'App',
      path: './App',
      assets: { js: { sync: [`static/js/__federation_expose_App.${version}.js`], async: ['static/js/1.js'] }, css: { sync: ['static/css/app.css'], async: [] } },
    },
  ],
});

let added: { tag: string; src?: string; href?: string; rel?: string }[];
let fetched: string[];
let answer: (url: string) => { ok: boolean; status: number; json: () => Promise<unknown> };

beforeEach(() => {
  added = [];
  fetched = [];
  answer = (url) => ({ ok: true, status: 200, json: async () => manifest(url.includes('v2') ? 'v2' : 'v1') });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return answer(url);
  });
  vi.stubGlobal('document', {
    baseURI: 'https://portal.example/portal/',
    createElement: (tag: string) => ({ tag, setAttribute() {} }),
    head: { appendChild: (el: { tag: string }) => added.push(el) },
  });
});
afterEach(() => vi.unstubAllGlobals());

const resolve = (plugin: { afterResolve: (a: unknown) => Promise<unknown> }, entry: string) => {
  const remoteInfo = { name: 'center', entry, type: 'global', entryGlobalName: 'center' };
  return plugin.afterResolve({ id: 'center/App', expose: './App', remote: { name: 'center', entry }, remoteInfo }).then(() => remoteInfo);
};

describe('manifest-entry runtime plugin', () => {
  it("points the runtime at the remoteEntry.js beside the registry's manifest, and starts the exposed module's first files", async () => {
    const plugin = manifestEntryPlugin();
    const info = await resolve(plugin, '/portal/remotes/center/v1/mf-manifest.json');
    expect(fetched).toEqual(['https://portal.example/portal/remotes/center/v1/mf-manifest.json']);
    expect(info).toMatchObject({ entry: 'https://portal.example/portal/remotes/center/v1/remoteEntry.js', type: 'global', entryGlobalName: 'center' });
    expect(added).toEqual([
      expect.objectContaining({ tag: 'link', rel: 'stylesheet', href: 'https://portal.example/portal/remotes/center/v1/static/css/app.css' }),
      expect.objectContaining({ tag: 'script', src: 'https://portal.example/portal/remotes/center/v1/static/js/__federation_expose_App.v1.js' }),
    ]);
  });

  it('reads a manifest once, and a rolled-back registry (another version folder) gets that folder', async () => {
    const plugin = manifestEntryPlugin();
    await resolve(plugin, '/portal/remotes/center/v2/mf-manifest.json');
    await resolve(plugin, '/portal/remotes/center/v2/mf-manifest.json');
    const back = await resolve(plugin, '/portal/remotes/center/v1/mf-manifest.json');
    expect(fetched).toHaveLength(2);
    expect(back.entry).toBe('https://portal.example/portal/remotes/center/v1/remoteEntry.js');
    expect(added.filter((e) => e.tag === 'script').map((e) => e.src)).toEqual([
      'https://portal.example/portal/remotes/center/v2/static/js/__federation_expose_App.v2.js',
      'https://portal.example/portal/remotes/center/v1/static/js/__federation_expose_App.v1.js',
    ]);
  });

  it('fails the load when the manifest cannot be read, and reads it again on the next try', async () => {
    const plugin = manifestEntryPlugin();
    answer = () => ({ ok: false, status: 404, json: async () => ({}) });
    await expect(resolve(plugin, '/remotes/center/v1/mf-manifest.json')).rejects.toThrow(/404/);
    answer = (url) => ({ ok: true, status: 200, json: async () => manifest(url.includes('v2') ? 'v2' : 'v1') });
    const info = await resolve(plugin, '/remotes/center/v1/mf-manifest.json');
    expect(info.entry).toBe('https://portal.example/remotes/center/v1/remoteEntry.js');
    expect(fetched).toHaveLength(2);
  });

  it('leaves a remote registered by its remoteEntry.js alone', async () => {
    const plugin = manifestEntryPlugin();
    const info = await resolve(plugin, 'https://cdn.example/center/remoteEntry.js');
    expect(info.entry).toBe('https://cdn.example/center/remoteEntry.js');
    expect(fetched).toEqual([]);
    expect(added).toEqual([]);
  });
});
