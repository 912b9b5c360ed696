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
 * Beside the HTML each page keeps the bytes it was sent as (per encoding and fonts cookie), so a
 * page served kept is one lookup, like a static file. The prerendered main page is kept the same way
 * under its build (mainKey).
 * Replicas each keep their own copies; they share the data version, which is what decides whether a
 * copy may still be served.
 */
export class RenderCache {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): string | undefined {
    return this.touch(key)?.html;
  }

  set(key: string, html: string): void {
    if (!this.enabled || key.length + html.length > this.maxBytes / 4) return;
    this.drop(key);
    const page: KeptPage = { html, size: key.length + html.length, sent: new Map() };
    this.pages.set(key, page);
    this.bytes += page.size;
    this.evict();
  }

  /**
   * The bytes sent for a kept page in one variant (the fonts cookie, the encoding): made by `make`
   * the first time and kept with the page, so a page served kept costs no compression and no shell
   * substitutions. Undefined when the page is not kept (the caller makes and sends them itself).
   */
  sent(key: string, variant: string, make: () => Buffer): Buffer | undefined {
    const page = this.touch(key);
    if (!page) return undefined;
    let body = page.sent.get(variant);
    if (body === undefined) {
      body = make();
      page.sent.set(variant, body);
      page.size += body.length;
      this.bytes += body.length;
      this.evict();
    }
    return body;
  }

  /** How many pages and bytes (characters of the HTML, bytes of what was sent) are kept (the bench and the tests read it). */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  /** The page, now the most recently used (eviction takes the oldest first). */
  private touch(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (page !== undefined) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.pages.delete(key);
    this.bytes -= page.size;
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key);
    }
  }
}

interface KeptPage {
  html: string;
  /** key and HTML characters, plus the bytes of every variant sent */
  size: number;
  sent: Map<string, Buffer>;
}

/** The key of a page render: see RenderCache. */
export function renderKey(p: { page: string; search: string; buildId: string; dataVersion: string; now: Date }): string {
  return `${p.buildId}|${p.dataVersion}|${Math.floor(p.now.getTime() / 60_000)}|${p.page}?${p.search}`;
}

/** The key of the prerendered main page: the same for every visitor of one build. */
export function mainKey(buildId: string): string {
  return `${buildId}|/`;
}
