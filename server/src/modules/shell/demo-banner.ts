// The banner of a demonstration deployment (PORTAL_DEMO=1, issue 31): written by the server into
// every page it serves (host shell, server-rendered pages, /ready, /error, 404s), outside the
// React root, so it is there before any script runs and no navigation or hydration removes it.

/** What the banner says (also what tests look for). */
export const DEMO_BANNER_LABEL = '시연용 누리집 안내';
export const DEMO_BANNER_TITLE = '시연용 누리집입니다.';
export const DEMO_BANNER_TEXT =
  '본인확인·간편인증·전자서명과 서류 교환은 실제 기관과 연결되지 않은 시험용(샌드박스)이라 누구나 통과할 수 있습니다. 실제 개인정보를 입력하지 마세요.';

// In the page's flow (never fixed or sticky), so it pushes the page down instead of covering it at
// any width; dark brown on pale yellow is about 12:1; the text wraps at 360 px and at 200 % zoom.
const CSS =
  '.portal-demo{background:#fff4cc;color:#3a2a00;border-bottom:2px solid #8f6a00;font-size:15px;line-height:1.5;word-break:keep-all;overflow-wrap:anywhere}' +
  '.portal-demo__inner{max-width:1248px;margin:0 auto;padding:8px 16px;box-sizing:border-box}' +
  '.portal-demo p{margin:0}.portal-demo strong{font-weight:700}';

/** A named region (landmark) with no control in it: the skip links stay the first stop of the Tab key. */
const HTML =
  `<section class="portal-demo" aria-label="${DEMO_BANNER_LABEL}" data-portal-demo="">` +
  `<div class="portal-demo__inner"><p><strong>${DEMO_BANNER_TITLE}</strong> ${DEMO_BANNER_TEXT} ` +
  '<span lang="en">Demonstration site: identity checks are sandboxed; do not enter real personal data.</span></p></div></section>';

/** The page with the banner first in <body> and its style in <head> (once: a page that has it is returned as is). */
export function withDemoBanner(html: string): string {
  if (html.includes('data-portal-demo')) return html;
  const body = /<body(\s[^>]*)?>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  const withBanner = html.slice(0, at) + HTML + html.slice(at);
  return withBanner.includes('</head>') ? withBanner.replace('</head>', () => `<style>${CSS}</style></head>`) : `<style>${CSS}</style>` + withBanner;
}
