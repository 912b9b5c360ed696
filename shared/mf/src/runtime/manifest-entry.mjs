// Federation runtime plugin of the host (browser code, bundled into the host's main chunk): what the
// runtime's snapshot plugin did for a remote registered by its mf-manifest.json, in the few lines the
// portal needs. The registry names each remote by `/remotes/<area>/<version>/mf-manifest.json`;
// before the remote's first module loads, this reads that manifest (once per URL: a version folder
// never changes), points the runtime at the remoteEntry it names, and starts the exposed module's
// first files beside it (as the snapshot plugin did), so the page waits for one round trip, not two.
//
// Why: the snapshot plugin and its manifest/preload helpers are ≈1.5 KB gzip of the main chunk of
// every page, main page included, for features the portal does not use (remote-of-remote snapshots,
// preloadRemote, version-first). With `experiments.optimization.disableSnapshot` the build drops
// them and this plugin takes their one job. Rolling back stays a registry change: the registry names
// another version folder's manifest, and the next load reads that one.

/** Remote entry URL ends in .json: a manifest, not a remoteEntry.js. */
const isManifest = (url) => typeof url === 'string' && /\.json(?:$|[?#])/i.test(url);

export default function manifestEntryPlugin() {
  /** manifest URL → its JSON (a failed read is forgotten, so 다시 시도 reads it again) */
  const manifests = new Map();
  const started = new Set();

  function readManifest(url) {
    let json = manifests.get(url);
    if (!json) {
      json = fetch(url).then((res) => {
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return res.json();
      });
      manifests.set(url, json);
      json.catch(() => manifests.delete(url));
    }
    return json;
  }

  /** A file of the remote fetched now, beside its remoteEntry.js; the remote's own loader reuses it. */
  function start(url, kind) {
    if (started.has(url)) return;
    started.add(url);
    let el;
    if (kind === 'css') {
      el = document.createElement('link');
      el.rel = 'stylesheet';
      el.href = url;
    } else {
      // the same element webpack's chunk loader would add (it finds it by src and waits for it)
      el = document.createElement('script');
      el.src = url;
      el.setAttribute('fetchpriority', 'high');
    }
    el.onerror = () => started.delete(url); // the remote's loader then reports the failure itself
    document.head.appendChild(el);
  }

  return {
    name: 'portal-manifest-entry',
    async afterResolve(args) {
      const { remoteInfo, expose } = args;
      if (!remoteInfo || !isManifest(remoteInfo.entry)) return args;
      const manifestUrl = new URL(remoteInfo.entry, document.baseURI).href;
      const manifest = await readManifest(manifestUrl);
      const meta = manifest?.metaData;
      if (!meta?.remoteEntry?.name) throw new Error(`${manifestUrl}: no remoteEntry in the manifest`);
      // publicPath 'auto': the remote's files sit beside its manifest
      const publicPath = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : './', manifestUrl);
      const { name, path, type } = meta.remoteEntry;
      remoteInfo.entry = new URL(path ? `${path.replace(/\/+$/, '')}/${name}` : name, publicPath).href;
      remoteInfo.type = type || 'global';
      remoteInfo.entryGlobalName = meta.globalName || remoteInfo.name;
      const exposed = (manifest.exposes ?? []).find((e) => e.path === expose || `./${e.name}` === expose);
      if (exposed && typeof document !== 'undefined') {
        for (const css of exposed.assets?.css?.sync ?? []) start(new URL(css, publicPath).href, 'css');
        for (const js of exposed.assets?.js?.sync ?? []) start(new URL(js, publicPath).href, 'js');
      }
      return args;
    },
  };
}
