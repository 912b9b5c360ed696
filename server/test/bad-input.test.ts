import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, xsrf } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HANGUL = /[가-힣]/;

describe('bad input is a Korean 4xx, never a 500', () => {
  it('refuses a menuUrl of 10 000 characters with a 400 naming menuUrl', async () => {
    for (const url of ['/api/menu/breadcrumbList', '/api/accessPage']) {
      const res = await t.app.inject({ url, query: { menuUrl: '/' + 'a'.repeat(9_999) } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().message).toContain('menuUrl');
      expect(res.json().errors[0].field).toBe('menuUrl');
    }
  });

  it("refuses a menuUrl that does not start with '/' or holds spaces", async () => {
    for (const menuUrl of ['dscsn/cyber', 'http://evil.example/', '/a b', '\\\\server\\share']) {
      const res = await t.app.inject({ url: '/api/menu/breadcrumbList', query: { menuUrl } });
      expect(res.statusCode, menuUrl).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().message).toContain('menuUrl');
    }
  });

  it('refuses menuUrl given twice', async () => {
    const res = await t.app.inject({ url: '/api/accessPage?menuUrl=/my/info&menuUrl=/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('menuUrl');
  });

  it('refuses a request target over 12 000 bytes before routing', async () => {
    for (const url of [`/api/menu/breadcrumbList?menuUrl=/${'a'.repeat(12_100)}`, `/${'b'.repeat(12_100)}`, `/api/${'c'.repeat(12_100)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers malformed JSON on POST /api/logout with a Korean 400', async () => {
    const x = xsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: x.cookie, ...x.header, 'content-type': 'application/json' },
      payload: '{"oops": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(HANGUL);
    expect(res.json().message).toContain('JSON');
  });

  it('answers a body over 1 MB with a Korean 413', async () => {
    const x = xsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: x.cookie, ...x.header, 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(HANGUL);
  });

  it('answers an unknown content type with a Korean 415', async () => {
    const x = xsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: x.cookie, ...x.header, 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(HANGUL);
  });

  it('answers an unknown /api path with a JSON 404 carrying a Korean message', async () => {
    const res = await t.app.inject({ url: '/api/xyz' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json().message).toMatch(HANGUL);
    expect(res.json().message).toContain('/api/xyz');
  });
});

/** mulberry32: a small seeded PRNG, so a failure reproduces. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['/', '/', 'a', 'Z', '9', '_', '-', '.', '../', '..', '%', '%2F', '%zz', '%00', '?', '#', '&', '=', ' ', '\\', '한', '글', '😀', '\u0000', '\u202e', '\ud800', 'common-content', '/my/info', '/login', '//', ';', "'", '"', '<script>', '\n'];

function randomString(rand: () => number): string {
  const r = rand();
  if (r < 0.05) return '/' + 'x'.repeat(300 + Math.floor(rand() * 20_000));
  if (r < 0.1) return '';
  const len = Math.floor(rand() * 12);
  let s = rand() < 0.7 ? '/' : '';
  for (let i = 0; i < len; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

describe('property: random query values never cause a 500', () => {
  it('breadcrumbList / accessPage / codeList answer 200 or a Korean 400 for 200 seeded random strings', async () => {
    const rand = prng(0x5eed1234);
    const endpoints = [
      ['/api/menu/breadcrumbList', 'menuUrl'],
      ['/api/accessPage', 'menuUrl'],
      ['/api/code/codeList', 'codeGroupId'],
    ] as const;
    let ok = 0;
    let bad = 0;
    for (let i = 0; i < 200; i++) {
      const s = randomString(rand);
      const [url, key] = endpoints[i % endpoints.length];
      // half the time properly encoded, half the time raw (only bytes a client could put on the wire)
      const raw = i % 2 === 1;
      const res = raw
        ? await t.app.inject({ url: `${url}?${key}=${s.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c.replace(/[\ud800-\udfff]/g, '\ufffd')))}` })
        : await t.app.inject({ url, query: { [key]: s } });
      const label = `#${i} ${url} ${key}=${JSON.stringify(s.slice(0, 80))} raw=${raw}`;
      expect([200, 400], label).toContain(res.statusCode);
      const body = res.json();
      if (res.statusCode === 400) {
        bad++;
        expect(body.message, label).toMatch(HANGUL);
      } else {
        ok++;
        if (url === '/api/accessPage') expect(body.menuUrl, label).toMatch(/^\//);
        else expect(Array.isArray(body), label).toBe(true);
      }
    }
    // the generator must exercise both outcomes, or the property proves little
    expect(ok).toBeGreaterThan(20);
    expect(bad).toBeGreaterThan(20);
  });
});
