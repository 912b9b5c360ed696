// The search result pages (/search/…) per address a minute (issue 31): each load may render on the
// server and run the searches it shows, so a script reloading one is stopped like one calling the API.
// Over the limit the visitor gets a small Korean page with 429 and Retry-After, not the rendered page.
import type { FastifyInstance } from 'fastify';

const SEARCH_PAGE = /^\/search(?:\/|$|\?)/i;

/** The 429 page: no scripts, no styles from elsewhere, the wait in minutes. */
function tooManySearchesPage(minutes: number, contextPath: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>요청이 너무 많습니다 | 법률구조 플랫폼</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1e2124}a{color:#0b50d0}</style>
</head><body><main>
<h1>검색 요청이 너무 많습니다</h1>
<p>이 주소에서 짧은 시간에 검색 페이지를 너무 많이 열었습니다. ${minutes}분 뒤에 다시 검색해 주십시오.</p>
<p><a href="${contextPath}/">처음 화면으로 가기</a></p>
</main></body></html>`;
}

export function limitSearchPages(app: FastifyInstance, perMinute: number, contextPath: string) {
  const limit = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (req) => `search-page:${req.ip}` });
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !SEARCH_PAGE.test(req.url)) return;
    const checked = await limit(req);
    if (checked.isAllowed || !checked.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(checked.ttl / 60_000));
    reply.header('Retry-After', String(checked.ttlInSeconds)).header('Cache-Control', 'no-store');
    return reply.code(429).type('text/html; charset=utf-8').send(tooManySearchesPage(minutes, contextPath));
  });
}
