import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BuildState {
  /** What the browser compares: changes with the host build and with every remote deploy/rollback. */
  buildId: string;
  /** Hash of the host's index.html as built (its script names carry content hashes); 'none' without a host. */
  hostBuild: string;
  registryUpdatedAt: string;
  /** index.html as built (before the server's meta tags), or null when no host is installed. */
  html: string | null;
}

const EPOCH = new Date(0).toISOString();
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The running build (spec sections 4 and 7): the host build plus the live registry of remote
 * versions. Both files (a few KB) are read on every call, so deploying or rolling back a remote, or
 * swapping the host's index.html, changes the id at once, with no restart, on every replica.
 */
export class BuildInfo {
  constructor(
    private readonly hostDist: string,
    private readonly deployDir: string,
  ) {}

  async current(): Promise<BuildState> {
    const [html, registry] = await Promise.all([
      readOrNull(path.join(this.hostDist, 'index.html')),
      readOrNull(path.join(this.deployDir, 'registry.json')),
    ]);
    const registryText = registry ?? '';
    const hostBuild = html === null ? 'none' : sha(html).slice(0, 12);
    let registryUpdatedAt = EPOCH;
    try {
      const parsed = JSON.parse(registryText) as { updatedAt?: unknown };
      if (typeof parsed.updatedAt === 'string') registryUpdatedAt = parsed.updatedAt;
    } catch {
      // no registry yet (nothing deployed): the empty registry's time
    }
    const buildId = sha(`${hostBuild}\n${registryText}`).slice(0, 16);
    return { buildId, hostBuild, registryUpdatedAt, html };
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page as served: index.html with `<meta name="app-context-path">` and `<meta name="portal-build-id">`
 * (replacing any the template carries) and, under a context path, its own root-relative asset URLs
 * (src/href="/…") prefixed, so `/static/js/main.js` loads from `/portal/static/js/main.js`.
 */
export function renderShell(template: string, { contextPath, buildId }: { contextPath: string; buildId: string }): string {
  let html = template.replace(/[ \t]*<meta\s+name=["'](?:app-context-path|portal-build-id)["'][^>]*>[ \t]*\r?\n?/gi, '');
  const metas = `<meta name="app-context-path" content="${escapeAttr(contextPath)}" /><meta name="portal-build-id" content="${escapeAttr(buildId)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  const anchor = charset ?? head;
  html = anchor ? html.slice(0, anchor.index + anchor[0].length) + metas + html.slice(anchor.index + anchor[0].length) : metas + html;
  if (contextPath) {
    html = html.replace(/(\s(?:src|href)=)(["'])\/(?!\/)/gi, (m, attr: string, q: string, offset: number) => {
      const rest = html.slice(offset + m.length - 1);
      return rest.startsWith(contextPath + '/') ? m : `${attr}${q}${contextPath}/`;
    });
  }
  return html;
}
