/**
 * Rendered anonymous pages, kept in this process (issue 36). A page is kept under everything its
 * HTML depends on, so nothing needs to be dropped by hand:
 * - the address (path and query) and the build id (the host build and registry.json: a deploy or a
 *   rollback names other remote versions, so the next request renders anew);
 * - the version of the data anonymous pages read (page-data.ts: moved by the database on every
 *   publish, on every replica at once);
 * - the minute on the server's clock (the test clock in tests), so what a page says of time (today's
 *   date, "new" marks, the popular words, view counts) is at most a minute old.
 * Only renders that are the same for every visitor are kept: no cookie was set and no view counted.
 * Replicas each keep their own copies; they share the data version, which is what decides whether a
 * copy may still be served.
 */
export class RenderCache {
  private readonly pages = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): string | undefined {
    const html = this.pages.get(key);
    if (html !== undefined) {
      // most recently used last: eviction takes the oldest first
      this.pages.delete(key);
      this.pages.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    const size = key.length + html.length;
    if (!this.enabled || size > this.maxBytes / 4) return;
    const old = this.pages.get(key);
    if (old !== undefined) this.bytes -= key.length + old.length;
    this.pages.delete(key);
    this.pages.set(key, html);
    this.bytes += size;
    for (const [k, v] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      this.bytes -= k.length + v.length;
    }
  }

  /** How many pages and characters are kept (the bench and the tests read it). */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

/** The key of a page render: see RenderCache. */
export function renderKey(p: { page: string; search: string; buildId: string; dataVersion: string; now: Date }): string {
  return `${p.buildId}|${p.dataVersion}|${Math.floor(p.now.getTime() / 60_000)}|${p.page}?${p.search}`;
}
