// Pretendard GOV (KRDS type face) without a layout shift and without 530 KB on the first paint.
//
// A first visit paints in the system font (Noto Sans CJK, Apple SD Gothic Neo, Malgun Gothic …) and,
// once the page is idle, downloads the two weights into the HTTP cache (immutable names) and sets the
// cookie FONTS_COOKIE. Every later full page load carries the cookie, so the server puts a preload and
// the @font-face rules (font-display: optional) in <head>: the font comes from the cache before the
// first paint and the text never swaps. (Swapping fonts after the first paint moves text around; a
// first visit on a slow phone should not wait for fonts.)
//
// Why font-display: optional and not `swap` with a metric-matched fallback (size-adjust,
// ascent-override …): the fallback is whichever Korean system font the device has (Noto Sans CJK on
// Android, Apple SD Gothic Neo, Malgun Gothic), each with other widths and vertical metrics, so one
// set of overrides cannot match them all; and Hangul lines break where the glyphs run out, so even
// matched line heights would re-wrap paragraphs, table cells and buttons on a swap — a layout shift
// the visitor sees. With `optional` a font that is not there within the short block period (~100 ms)
// is not used for this page at all: no swap, no shift, on any device. A first visit has no @font-face
// at all (nothing for the browser to fetch on the critical path: the cookie decides, on the server,
// server/src/modules/shell/build-info.ts fontHead); the warm-up below loads the files only after the
// page's load event, when the browser is idle, through FontFace objects that are never added to
// document.fonts, so the page's text is never re-laid out by them.

/** The files, emitted by the build under static/media with content hashes (the server reads their names from the build). */
export const FONT_FILES = {
  400: new URL('./krds/fonts/PretendardGOV-Regular.subset.woff2', import.meta.url).href,
  700: new URL('./krds/fonts/PretendardGOV-Bold.subset.woff2', import.meta.url).href,
} as const;
export const FONTS_COOKIE = 'portal_fonts';

function hasCookie(): boolean {
  return document.cookie.split(/;\s*/).some((c) => c === `${FONTS_COOKIE}=1`);
}

/**
 * Warms the cache for the next page load (once per browser, when idle). Does not apply the font to
 * this page. Returns a stop function.
 */
export function warmFontCache(cookiePath: string): () => void {
  if (hasCookie() || typeof FontFace === 'undefined') return () => undefined;
  let stopped = false;
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(cb, { timeout: 10_000 }) : setTimeout(cb, 3000);
  const start = () =>
    idle(() => {
      if (stopped) return;
      // A FontFace that is never added to document.fonts fetches like a CSS font (CORS, cacheable) without being used.
      Promise.all(Object.values(FONT_FILES).map((url) => new FontFace('portal-font-warmup', `url(${url})`).load()))
        .then(() => {
          if (!stopped) document.cookie = `${FONTS_COOKIE}=1; Max-Age=31536000; Path=${cookiePath || '/'}; SameSite=Lax`;
        })
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
  };
}
