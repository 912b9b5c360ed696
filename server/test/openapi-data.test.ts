// The public APIs of /openapi/v1 on the seeded data (issue 33): the envelope, JSON and XML of one
// call, paging, every API answering, codes for bad input and unknown addresses, the OpenAPI document.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiV1Calls } from '@portal/contracts';
import { dscsnOffices, faqs } from '../src/db/schema';
import { TestClock } from './helpers';
import { applyKey, header, keyed, openApiApp } from './openapi-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof openApiApp>>;
let key: string;
beforeAll(async () => {
  t = await openApiApp(clock);
  ({ key } = await applyKey(t.member));
});
afterAll(async () => {
  await t?.close();
});

type Listed = { response: { header: { resultCode: string }; body: { items: { item: Record<string, unknown>[] }; numOfRows: number; pageNo: number; totalCount: number } } };
const get = async (url: string) => {
  const res = await keyed(t.app, url, key);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as Listed;
};

/** Well-formed XML: one root, every tag closed in order, no raw < or stray & in text. */
function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const stack: string[] = [];
  let roots = 0;
  const re = /<(\/?)([A-Za-z_][\w.-]*)(\/?)>|([^<]+)|(<)/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[5]) throw new Error(`a raw < at ${m.index}`);
    if (m[4] !== undefined) {
      if (!stack.length) throw new Error('text outside the root');
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(m[4])) throw new Error(`a stray & in ${m[4].slice(0, 40)}`);
      continue;
    }
    const [, close, name, selfClose] = m;
    if (selfClose) {
      if (!stack.length) roots++;
    } else if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
    } else {
      if (!stack.length) roots++;
      stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe('one call as JSON and as XML', () => {
  it('the same FAQ page in both forms; XML well-formed and escaped (the answers hold HTML)', async () => {
    const json = await get('/openapi/v1/faq?numOfRows=3');
    expect(json.response.header).toEqual({ resultCode: '00', resultMsg: 'NORMAL_SERVICE' });
    const first = json.response.body.items.item[0]!;
    expect(first.answerHtml).toMatch(/</);
    expect(first).not.toHaveProperty('viewCount');

    for (const ask of [{ url: '/openapi/v1/faq?numOfRows=3&type=xml' }, { url: '/openapi/v1/faq?numOfRows=3', headers: { accept: 'application/xml' } }]) {
      const res = await keyed(t.app, ask.url, key, 'bearer', { headers: ask.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const xml = res.body;
      assertWellFormed(xml);
      expect(xml).toContain('<header><resultCode>00</resultCode><resultMsg>NORMAL_SERVICE</resultMsg></header>');
      expect(xml).toContain(`<numOfRows>3</numOfRows><pageNo>1</pageNo><totalCount>${json.response.body.totalCount}</totalCount>`);
      expect(xml.match(/<item>/g)).toHaveLength(3);
      expect(xml).toContain(`<faqId>${first.faqId as string}</faqId>`);
      const escaped = String(first.answerHtml).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
      expect(xml).toContain(`<answerHtml>${escaped}</answerHtml>`);
    }
    const forced = await keyed(t.app, '/openapi/v1/faq?type=json', key, 'bearer', { headers: { accept: 'application/xml' } });
    expect(forced.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a refusal in XML carries its code too', async () => {
    const res = await keyed(t.app, '/openapi/v1/faq?type=xml', null);
    expect(res.statusCode).toBe(401);
    assertWellFormed(res.body);
    expect(res.body).toContain('<resultCode>30</resultCode><resultMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</resultMsg>');
  });

  it('text the XML cannot carry is escaped or dropped, never breaking the document', async () => {
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.useYn, true)).limit(1);
    await t.database.db.update(faqs).set({ question: 'A & B < C > "D" \'E\' ]]> \u0001 끝' }).where(eq(faqs.faqId, row!.faqId));
    const res = await keyed(t.app, '/openapi/v1/faq?numOfRows=100&type=xml', key);
    assertWellFormed(res.body);
    expect(res.body).toContain('<question>A &amp; B &lt; C &gt; &quot;D&quot; &apos;E&apos; ]]&gt;  끝</question>');
  });
});

describe('paging', () => {
  it('pageNo and numOfRows page the list; totalCount is the whole list', async () => {
    const all = await get('/openapi/v1/institutions?numOfRows=100');
    const total = all.response.body.totalCount;
    expect(total).toBeGreaterThan(3);
    expect(all.response.body.items.item).toHaveLength(Math.min(100, total));
    const p1 = await get('/openapi/v1/institutions?numOfRows=2&pageNo=1');
    const p2 = await get('/openapi/v1/institutions?numOfRows=2&pageNo=2');
    expect(p1.response.body).toMatchObject({ numOfRows: 2, pageNo: 1, totalCount: total });
    expect(p2.response.body).toMatchObject({ numOfRows: 2, pageNo: 2, totalCount: total });
    expect(p1.response.body.items.item.map((i) => i.code)).toEqual(all.response.body.items.item.slice(0, 2).map((i) => i.code));
    expect(p2.response.body.items.item.map((i) => i.code)).toEqual(all.response.body.items.item.slice(2, 4).map((i) => i.code));
    const beyond = await get(`/openapi/v1/institutions?numOfRows=10&pageNo=${Math.ceil(total / 10) + 1}`);
    expect(beyond.response.body.items.item).toEqual([]);
  });

  it('bad paging: 400 code 10 naming the field, in Korean', async () => {
    for (const q of ['numOfRows=0', 'numOfRows=101', 'pageNo=0', 'pageNo=abc', 'type=csv']) {
      const res = await keyed(t.app, `/openapi/v1/notices?${q}`, key);
      expect(res.statusCode, q).toBe(400);
      expect(header(res), q).toMatchObject({ resultCode: '10', resultMsg: 'INVALID_REQUEST_PARAMETER_ERROR' });
      expect(header(res).message, q).toMatch(new RegExp(`${q.split('=')[0]}.*[가-힣]`));
    }
  });
});

describe('every API on the seeded data', () => {
  it('institutions, offices with hours and methods, services by type, FAQ, notices', async () => {
    const offices = (await get('/openapi/v1/offices?numOfRows=100')).response.body;
    expect(offices.totalCount).toBeGreaterThan(0);
    expect(offices.items.item[0]).toHaveProperty('hours');
    expect(offices.items.item.some((o) => (o.methods as string[]).length > 0)).toBe(true);
    const inst = String(offices.items.item[0]!.instCode);
    const ofInst = (await get(`/openapi/v1/offices?instCode=${inst}&numOfRows=100`)).response.body.items.item;
    expect(ofInst.every((o) => o.instCode === inst)).toBe(true);

    const services = (await get('/openapi/v1/services?numOfRows=100')).response.body;
    const type = (services.items.item[0]!.types as string[])[0]!;
    const typed = (await get(`/openapi/v1/services?serviceType=${type}&numOfRows=100`)).response.body;
    expect(typed.totalCount).toBeGreaterThan(0);
    expect(typed.totalCount).toBeLessThanOrEqual(services.totalCount);
    expect(typed.items.item.every((s) => (s.types as string[]).includes(type))).toBe(true);

    const notices = (await get('/openapi/v1/notices?numOfRows=5')).response.body;
    expect(notices.totalCount).toBeGreaterThan(0);
    expect(notices.items.item[0]).toHaveProperty('title');
    const faq = (await get('/openapi/v1/faq?keyword=%EC%83%81%EB%8B%B4')).response.body;
    expect(faq.items.item.length).toBeGreaterThan(0);
  });

  it('statute articles and precedents from the search index; query is required', async () => {
    const statutes = (await get(`/openapi/v1/statutes?query=${encodeURIComponent('임대차')}&numOfRows=5`)).response.body;
    expect(statutes.totalCount).toBeGreaterThan(0);
    expect(statutes.items.item.every((i) => i.kind === 'statute')).toBe(true);
    const precedents = (await get(`/openapi/v1/precedents?query=${encodeURIComponent('임대차')}&numOfRows=5`)).response.body;
    expect(precedents.items.item.every((i) => i.kind === 'precedent')).toBe(true);
    const missing = await keyed(t.app, '/openapi/v1/statutes', key);
    expect(missing.statusCode).toBe(400);
    expect(header(missing).message).toMatch(/query/);
  });

  it('availability per office and day: counts only, nothing about who booked', async () => {
    const [office] = await t.database.db
      .select()
      .from(dscsnOffices)
      .where(and(eq(dscsnOffices.useYn, true), sql`coalesce((${dscsnOffices.capacity} ->> 'VISIT')::int, 0) > 0`))
      .limit(1);
    const days = (await get(`/openapi/v1/availability?officeId=${office!.officeId}&method=VISIT&numOfRows=100`)).response.body;
    expect(days.totalCount).toBeGreaterThan(5);
    expect(days.items.item[0]!.date).toBe('2026-11-26');
    for (const d of days.items.item) expect(Object.keys(d).sort()).toEqual(['bookable', 'closedReason', 'date', 'method', 'officeId', 'remaining']);
    const unknown = await keyed(t.app, '/openapi/v1/availability?officeId=NOPE', key);
    expect(unknown.statusCode).toBe(404);
    expect(header(unknown)).toMatchObject({ resultCode: '03', resultMsg: 'NODATA_ERROR' });
  });

  it('satisfaction statistics of a period', async () => {
    const res = await keyed(t.app, '/openapi/v1/satisfaction?fromMonth=2026-06&toMonth=2026-11', key);
    expect(res.statusCode).toBe(200);
    const item = res.json().response.body.item;
    expect(item).toMatchObject({ from: '2026-06', to: '2026-11' });
    expect(item.distribution).toHaveLength(5);
    const reversed = await keyed(t.app, '/openapi/v1/satisfaction?fromMonth=2026-11&toMonth=2026-06', key);
    expect(reversed.statusCode).toBe(400);
    expect(header(reversed).resultCode).toBe('10');
  });

  it('an unknown address under /openapi/v1: 404 code 12', async () => {
    const res = await keyed(t.app, '/openapi/v1/nothing-here', key);
    expect(res.statusCode).toBe(404);
    expect(header(res)).toMatchObject({ resultCode: '12', resultMsg: 'NO_OPENAPI_SERVICE_ERROR' });
  });
});

describe('no cookie on the open API', () => {
  it('answers, refusals, the not-found code and the document set no cookie; the site still sets its XSRF cookie', async () => {
    const answers = [
      await keyed(t.app, '/openapi/v1/faq?numOfRows=1', key),
      await keyed(t.app, '/openapi/v1/faq?numOfRows=1', null),
      await keyed(t.app, '/openapi/v1/nothing-here', key),
      await keyed(t.app, '/openapi/v1/faq?type=xml', key),
      await t.app.inject({ url: '/openapi/v1/openapi.json' }),
    ];
    for (const res of answers) expect(res.headers['set-cookie'], res.raw.req.url).toBeUndefined();
    expect(String((await t.app.inject({ url: '/api/menu/gnb' })).headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });
});

describe('the OpenAPI document of /openapi/v1', () => {
  it('OpenAPI 3.1 with every v1 call, its parameters and the key schemes, served without a key', async () => {
    const res = await t.app.inject({ url: '/openapi/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(Object.values(openapiV1Calls).map((c) => c.path).sort());
    const faq = doc.paths['/openapi/v1/faq'].get;
    expect(faq['x-access']).toBe('apiKey');
    expect(faq.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['serviceKey', 'pageNo', 'numOfRows', 'type', 'keyword']));
    expect(Object.keys(faq.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    expect(doc.components.securitySchemes.serviceKey).toMatchObject({ in: 'query', name: 'serviceKey' });
    expect(doc.info.description).toMatch(/22 LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR \(HTTP 429\)/);
  });
});
