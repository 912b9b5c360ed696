// Finding help (issue 20) through the public contract: the catalogue by type and by institution,
// offices on the map, the easy finder's ranking and reasons, institutions' notices, and the one-stop
// request (one description, a case per institution, idempotent, the member's own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinderResult, OneStopList, OneStopReceipt, ServiceDetail, ServiceList, SIGUNGU, SvcInstitutionDetail, SvcInstitutionList, SvcOfficeList } from '@portal/contracts';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { catalogueInstitutions, catalogueServices } from '../src/db/seed/data/service-catalogue';
import { idem, key, signedIn } from './dscsn-helpers';
import { Browser, TestClock, createTestApp, staffBrowser } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let anon: Browser;

beforeAll(async () => {
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  await seedSandboxAccounts(t.database, t.config, clock.now());
  anon = new Browser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAEGU_JUNG = SIGUNGU.find(([code]) => code === '22010')!;

describe('the catalogue', () => {
  it('lists every seeded institution by category and each with its services, offices and sources', async () => {
    const list = SvcInstitutionList.parse((await anon.get('/api/services/institutions')).json());
    expect(list.items.map((i) => i.code)).toEqual(catalogueInstitutions.map((i) => i.code));
    expect(list.categoryCounts.reduce((n, c) => n + c.count, 0)).toBe(catalogueInstitutions.length);
    const legal = SvcInstitutionList.parse((await anon.get('/api/services/institutions?category=LEGAL_AID')).json());
    expect(legal.items.length).toBeGreaterThan(0);
    expect(legal.items.every((i) => i.category === 'LEGAL_AID' && i.categoryName === '법률구조기관')).toBe(true);
    const klac = SvcInstitutionDetail.parse((await anon.get('/api/services/institutions/KLAC')).json());
    expect(klac.services.length).toBeGreaterThan(0);
    expect(klac.offices.length).toBeGreaterThan(0);
    expect(klac.offices.every((o) => o.region === o.sigungu.slice(0, 2))).toBe(true);
    expect(klac.sources.length).toBeGreaterThan(0);
    expect(klac.consultPath).toBe('/dscsn/inst/DscInstKlaInfo');
    const res = await anon.get('/api/services/institutions/NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/기관을 찾을 수 없습니다/);
  });

  it('filters services by type, institution, region and words; a detail ends in its real next step', async () => {
    const all = ServiceList.parse((await anon.get('/api/services?pageSize=50')).json());
    expect(all.total).toBe(catalogueServices.length);
    const counsel = ServiceList.parse((await anon.get('/api/services?type=COUNSEL&pageSize=50')).json());
    expect(counsel.items.every((s) => s.types.includes('COUNSEL'))).toBe(true);
    expect(counsel.typeCounts.find((c) => c.code === 'COUNSEL')!.count).toBe(counsel.total);
    const klac = ServiceList.parse((await anon.get('/api/services?inst=KLAC&pageSize=50')).json());
    expect(klac.items.length).toBeGreaterThan(0);
    expect(klac.items.every((s) => s.instCode === 'KLAC')).toBe(true);
    const seoul = ServiceList.parse((await anon.get('/api/services?region=11&pageSize=50')).json());
    expect(seoul.items.every((s) => !s.regions.length || s.regions.includes('11'))).toBe(true);
    const words = ServiceList.parse((await anon.get(`/api/services?q=${encodeURIComponent('양육비')}&pageSize=50`)).json());
    expect(words.items.some((s) => s.instCode === 'CSA')).toBe(true);

    const booked = catalogueServices.find((s) => s.apply.kind === 'BOOK')!;
    const d = ServiceDetail.parse((await anon.get(`/api/services/${booked.id}`)).json());
    expect(d.apply).toMatchObject({ kind: 'BOOK', href: booked.apply.target, external: null, label: '상담 예약하기' });
    // a step the kind's words would misname says what it is
    const arbitration = ServiceDetail.parse((await anon.get('/api/services/KCAB-ARBITRATION')).json());
    expect(arbitration.apply).toMatchObject({ kind: 'CYBER', href: '/dscsn/inst/kcab/KcabEdit', label: '중재·조정 신청서 쓰기' });
    const ext = catalogueServices.find((s) => s.apply.kind === 'EXTERNAL')!;
    const e = ServiceDetail.parse((await anon.get(`/api/services/${ext.id}`)).json());
    expect(e.apply).toMatchObject({ kind: 'EXTERNAL', href: `/servicepvsn/ext/${ext.id}`, external: ext.apply.target });
    // the leaving page is a route rule: a notice, then the institution's site
    const rule = (await anon.get(`/api/menu/routeRule?path=${encodeURIComponent(e.apply.href)}`)).json();
    expect(rule).toMatchObject({ action: 'EXTERNAL', location: ext.apply.target });
    expect(rule.message).toContain('누리집으로 이동합니다');
    expect((await anon.get('/api/services/NO-SUCH')).statusCode).toBe(404);
  });
});

describe('offices on the map', () => {
  it('lists offices of a 시군구 and, from a position, the nearest first with straight-line distances', async () => {
    const near = SvcOfficeList.parse((await anon.get(`/api/services/offices?lat=${DAEGU_JUNG[3]}&lon=${DAEGU_JUNG[2]}&limit=5`)).json());
    expect(near.items.length).toBeGreaterThan(0);
    const d = near.items.map((o) => o.distanceKm!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(near.items[0]!.region).toBe('22');
    const inSeoul = SvcOfficeList.parse((await anon.get('/api/services/offices?region=11')).json());
    expect(inSeoul.items.every((o) => o.sigungu.startsWith('11') && o.distanceKm === null)).toBe(true);
    const one = inSeoul.items[0]!;
    const same = SvcOfficeList.parse((await anon.get(`/api/services/offices?sigungu=${one.sigungu}`)).json());
    expect(same.items.every((o) => o.sigungu === one.sigungu)).toBe(true);
    expect(same.items.some((o) => o.officeId === one.officeId)).toBe(true);
    const bookable = inSeoul.items.find((o) => o.bookHref);
    expect(bookable?.bookHref).toMatch(/^\/dscsn\/form\/ps1\?/);
  });

  it('answers a tampered query with a Korean message naming the field', async () => {
    for (const [q, field, words] of [
      ['sigungu=99999', 'sigungu', '알 수 없는 시·군·구'],
      ['region=98', 'region', '알 수 없는 지역'],
      ['lat=91&lon=127', 'lat', '위도'],
      ['lat=37.5', 'lat', '위도와 경도를 함께'],
      ['lat=abc&lon=127', 'lat', '위도'],
      ['type=HACK', 'type', '서비스 유형'],
    ] as const) {
      const res = await anon.get(`/api/services/offices?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().errors), q).toContain(field);
      expect(res.json().errors.map((e: { message: string }) => e.message).join(' '), q).toContain(words);
    }
  });
});

describe('the easy finder', () => {
  it('leads a single parent in 대구 with unpaid child support to 양육비이행관리원 and 한국가정법률상담소, with reasons', async () => {
    const res = await anon.get('/api/services/finder?problem=FAMILY&persons=SINGLE_PARENT&income=LE50&age=ADULT&region=22');
    expect(res.statusCode, res.body).toBe(200);
    const r = FinderResult.parse(res.json());
    const insts = r.items.map((i) => i.service.instCode);
    expect(insts).toContain('CSA');
    expect(insts).toContain('LHM');
    const csa = r.items.find((i) => i.service.instCode === 'CSA')!;
    expect(csa.reasons.join(' ')).toMatch(/한부모/);
    const scores = r.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const lhm = r.items.find((i) => i.service.instCode === 'LHM' && i.apply.kind === 'BOOK')!;
    expect(lhm.apply.href).toMatch(/^\/dscsn\//);
    // without 한부모, the services only for single parents are ruled out, and say why
    const other = FinderResult.parse((await anon.get('/api/services/finder?problem=FAMILY&region=22')).json());
    expect(other.excluded.find((x) => x.service.instCode === 'CSA' && x.reason.includes('한부모'))).toBeTruthy();
  });

  it('refuses answers that are not on the lists, in Korean, naming the field', async () => {
    for (const [q, field] of [
      ['', 'problem'],
      ['problem=EVIL', 'problem'],
      ['problem=FAMILY&persons=SINGLE_PARENT,ROOT', 'persons'],
      ['problem=FAMILY&income=RICH', 'income'],
      ['problem=FAMILY&sigungu=11%00', 'sigungu'],
      [`problem=FAMILY&persons=${'A,'.repeat(200)}`, 'persons'],
    ] as const) {
      const res = await anon.get(`/api/services/finder?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field, q).toBe(field);
      expect(res.json().errors[0].message, q).toMatch(/[가-힣]/);
    }
  });
});

describe('one-stop', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    problem: 'FAMILY',
    title: '이혼 뒤 양육비를 받지 못합니다',
    content: '이혼한 지 1년이 지났는데 전 배우자가 약속한 양육비를 한 번도 보내지 않았습니다. 어떻게 받을 수 있을까요?',
    insts: ['KLAC', 'LHM'],
    agree: true,
    ...extra,
  });

  it('sends one description to two institutions as two cases the member follows together, once per key', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const k = key();
    const [first, again] = await Promise.all([b.post('/api/services/one-stop', body(), idem(k)), b.post('/api/services/one-stop', body(), idem(k))]);
    const codes = [first.statusCode, again.statusCode].sort();
    expect(codes[0]).toBeLessThan(300);
    const made = OneStopReceipt.parse((first.statusCode < 300 ? first : again).json());
    expect(made.cases.map((c) => c.instCode).sort()).toEqual(['KLAC', 'LHM']);
    expect(made.cases.every((c) => c.status === 'WAITING')).toBe(true);
    const replayed = await b.post('/api/services/one-stop', body(), idem(k));
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().id).toBe(made.id);
    const mine = OneStopList.parse((await b.get('/api/services/one-stop')).json());
    expect(mine.items.map((x) => x.id)).toEqual([made.id]);
    const cyber = (await b.get('/api/my/dscsn/cyber?pageSize=50')).json();
    expect(cyber.items.filter((c: { kind: string }) => c.kind === 'ONE').map((c: { receiptNo: string }) => c.receiptNo).sort()).toEqual(made.cases.map((c) => c.receiptNo).sort());
    // each institution's staff sees its own case, not the other's
    const lhm = await staffBrowser(t.app, 'sandboxlhm');
    const staffList = (await lhm.get('/api/staff/dscsn/cyber?status=ALL&pageSize=50')).json().items.map((i: { receiptNo: string }) => i.receiptNo);
    expect(staffList).toContain(made.cases.find((c) => c.instCode === 'LHM')!.receiptNo);
    expect(staffList).not.toContain(made.cases.find((c) => c.instCode === 'KLAC')!.receiptNo);
    // another member sees none of it
    const { b: other } = await signedIn(t.app, t.database, clock.now());
    expect(OneStopList.parse((await other.get('/api/services/one-stop')).json()).items).toEqual([]);
    expect((await other.get(`/api/my/dscsn/cyber/${made.cases[0]!.receiptNo}`)).statusCode).toBe(404);
  });

  it('refuses anonymous callers, one institution, repeats and unknown institutions, in Korean, keeping nothing', async () => {
    expect((await anon.post('/api/services/one-stop', body(), idem())).statusCode).toBe(401);
    const { b } = await signedIn(t.app, t.database, clock.now());
    for (const [extra, field] of [
      [{ insts: ['KLAC'] }, 'insts'],
      [{ insts: ['KLAC', 'KLAC'] }, 'insts'],
      [{ insts: ['KLAC', 'EVIL'] }, 'insts.1'],
      [{ agree: false }, 'agree'],
      [{ content: '짧아요' }, 'content'],
      [{ title: 'x'.repeat(1_000_000) }, 'title'],
    ] as const) {
      const res = await b.post('/api/services/one-stop', body(extra), idem());
      expect(res.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(OneStopList.parse((await b.get('/api/services/one-stop')).json()).items).toEqual([]);
  });
});
