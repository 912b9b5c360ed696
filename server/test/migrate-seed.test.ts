import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { codes, dscsnInstitutions, dscsnOffices, menus, nations, notices, routeRules } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { createTestDatabase, testConfig } from './helpers';

let database: Database;
let drop: () => Promise<void>;
const dir = testConfig().migrationsDir;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function counts() {
  const [m] = await database.db.select({ n: count() }).from(menus);
  const [c] = await database.db.select({ n: count() }).from(codes);
  const [n] = await database.db.select({ n: count() }).from(nations);
  const [r] = await database.db.select({ n: count() }).from(routeRules);
  const [t] = await database.db.select({ n: count() }).from(notices);
  const [i] = await database.db.select({ n: count() }).from(dscsnInstitutions);
  const [o] = await database.db.select({ n: count() }).from(dscsnOffices);
  return {
    menus: Number(m.n),
    codes: Number(c.n),
    nations: Number(n.n),
    routeRules: Number(r.n),
    notices: Number(t.n),
    institutions: Number(i.n),
    offices: Number(o.n),
  };
}

describe('migrations', () => {
  it('apply every committed file once, and nothing the second time', async () => {
    const files = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(database, dir)).toEqual(files);
    expect(await migrate(database, dir)).toEqual([]);
  });
});

describe('seed', () => {
  it('is idempotent: a second run leaves identical counts', async () => {
    const { legal, ...first } = await seed(database);
    expect(legal.loaded).toBe(true);
    const after1 = await counts();
    expect(after1).toEqual(first);
    expect(after1.menus).toBeGreaterThanOrEqual(255);
    expect(after1.nations).toBe(249);
    expect(after1.codes).toBeGreaterThanOrEqual(17);
    expect(after1.institutions).toBe(8);
    const { legal: again, ...second } = await seed(database);
    expect(second).toEqual(first);
    // the legal content (statutes, precedents, forms, cases) is not read again when its digest is the same
    expect(again).toMatchObject({ loaded: false, digest: legal.digest });
    expect(await counts()).toEqual(after1);
    // two whole seeds, the first loading the legal content and building the search index
  }, 120_000);

  it('restores a seeded row that was edited', async () => {
    await database.db.update(nations).set({ nameKo: '변경됨' });
    await seed(database);
    const rows = await database.db.select().from(nations);
    expect(rows.find((r) => r.alpha2 === 'KR')?.nameKo).toBe('대한민국');
    expect(await counts()).toMatchObject({ nations: 249 });
  });

  it('updates renamed menus and institution facts in place (consultation steps, KLACFR)', async () => {
    await database.db.update(menus).set({ menuName: '상담 신청 1단계: 약관 동의' }).where(eq(menus.menuId, 'DSCSN_FORM_PS1'));
    await database.db.update(dscsnInstitutions).set({ phone: '000' }).where(eq(dscsnInstitutions.instCode, 'KLAC'));
    await seed(database);
    const byId = async (id: string) => (await database.db.select().from(menus).where(eq(menus.menuId, id)))[0]?.menuName;
    expect(await byId('DSCSN_FORM_PS1')).toBe('상담 예약 1단계: 기관·사무소 선택');
    expect(await byId('DSCSN_FORM_PS2')).toBe('상담 예약 2단계: 날짜·시간 선택');
    expect(await byId('DSCSN_FORM_PS3')).toBe('상담 예약 3단계: 신청인·상담 내용');
    expect(await byId('DSCSN_FORM_PS4')).toBe('상담 예약 4단계: 신청 내용 확인');
    expect(await byId('DSCSN_CYBER_KLACFR')).toBe('대한법률구조공단 외국인 사이버 상담 신청');
    expect((await database.db.select().from(dscsnInstitutions).where(eq(dscsnInstitutions.instCode, 'KLAC')))[0]?.phone).toBe('132');
  });
});
