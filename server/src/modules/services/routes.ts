import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { INST_CATEGORIES, INST_CATEGORY_LABELS, SERVICE_TYPES, SERVICE_TYPE_LABELS, type FinderResult, type InstNotice, type ServiceDetail, type ServiceList, type SvcInstitutionDetail, type SvcInstitutionList, type SvcOfficeList, type servicesCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { notices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { applyStep, consultPathOf, institutionSummary, loadCatalogue, officesOf, PLACES, serviceSummary, type Catalogue, type ServiceRow } from './catalog';
import { rankServices, type FinderService } from './finder';
import type { Module } from '../../kernel/module';
import { pageOf, type OpenDataSources } from '../../kernel/open-data';
import { oneStopHandlers } from './one-stop';

export const SERVICE_NOT_FOUND = '서비스를 찾을 수 없습니다. 서비스 목록에서 다시 골라 주세요.';
export const INST_NOT_FOUND = '기관을 찾을 수 없습니다. 참여기관 목록에서 다시 골라 주세요.';
export const NOTICE_NOT_FOUND = '기관 소식을 찾을 수 없습니다. 소식 목록에서 다시 골라 주세요.';

/** Words a citizen types, matched against the title, summary, institution name and conditions. */
const matchesWords = (q: string, ...texts: (string | null | undefined)[]) => {
  if (!q) return true;
  const hay = texts.join(' ').replace(/\s+/g, '').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};
const serviceText = (s: ServiceRow, cat: Catalogue) => [s.title, s.summary, cat.instByCode.get(s.instCode)?.name, ...s.who];
const PUBLIC_CACHE = 'public, max-age=60';

function servicesHandlers(db: Db) {
  return {
    svcServices: async (_req, reply, { query }): Promise<ServiceList> => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      const cat = await loadCatalogue(db);
      const base = cat.services.filter(
        (s) =>
          (!query.inst || s.instCode === query.inst) &&
          (!query.region || !s.regions.length || s.regions.includes(query.region)) &&
          matchesWords(query.q, ...serviceText(s, cat)),
      );
      const typed = query.type ? base.filter((s) => s.types.includes(query.type!)) : base;
      const from = (query.page - 1) * query.pageSize;
      return {
        items: typed.slice(from, from + query.pageSize).map((s) => serviceSummary(s, cat)),
        page: query.page,
        pageSize: query.pageSize,
        total: typed.length,
        typeCounts: SERVICE_TYPES.map((code) => ({ code, label: SERVICE_TYPE_LABELS[code], count: base.filter((s) => s.types.includes(code)).length })),
      };
    },
    svcService: async (_req, reply, { params }): Promise<ServiceDetail> => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      const cat = await loadCatalogue(db);
      const s = cat.services.find((x) => x.id === params.serviceId);
      if (!s) throw new HttpError(404, SERVICE_NOT_FOUND);
      const inst = cat.instByCode.get(s.instCode)!;
      const inRegions = (region: string) => !s.regions.length || (s.regions as string[]).includes(region);
      return {
        ...serviceSummary(s, cat),
        who: s.who,
        documents: s.documents,
        apply: applyStep(s),
        sources: s.sources,
        institution: institutionSummary(inst, cat),
        offices: officesOf(cat, (o) => o.instCode === s.instCode && inRegions(o.sigungu.slice(0, 2)), null),
        related: cat.services
          .filter((x) => x.instCode !== s.instCode && x.types.some((t) => s.types.includes(t)) && x.match.problems.some((p) => s.match.problems.includes(p)))
          .slice(0, 4)
          .map((x) => serviceSummary(x, cat)),
      };
    },
    svcInstitutions: async (_req, reply, { query }): Promise<SvcInstitutionList> => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      const cat = await loadCatalogue(db);
      const found = cat.institutions.filter((i) => matchesWords(query.q, i.name, i.unit, i.summary, ...i.linked));
      return {
        items: found.filter((i) => !query.category || i.category === query.category).map((i) => institutionSummary(i, cat)),
        categoryCounts: INST_CATEGORIES.map((code) => ({ code, label: INST_CATEGORY_LABELS[code], count: found.filter((i) => i.category === code).length })),
      };
    },
    svcInstitution: async (_req, reply, { params }): Promise<SvcInstitutionDetail> => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      const cat = await loadCatalogue(db);
      const inst = cat.instByCode.get(params.instCode);
      if (!inst) throw new HttpError(404, INST_NOT_FOUND);
      const latest = await db
        .select({ nttId: notices.nttId, title: notices.title, postedAt: notices.postedAt })
        .from(notices)
        .where(and(eq(notices.instCode, inst.code), eq(notices.useYn, true)))
        .orderBy(desc(notices.postedAt), desc(notices.nttId))
        .limit(5);
      return {
        ...institutionSummary(inst, cat),
        hours: inst.hours,
        address: inst.address,
        sources: inst.sources,
        services: cat.services.filter((s) => s.instCode === inst.code).map((s) => serviceSummary(s, cat)),
        offices: officesOf(cat, (o) => o.instCode === inst.code, null),
        notices: latest.map((n) => ({ ...n, postedAt: n.postedAt.toISOString() })),
        consultPath: cat.consultInsts.has(inst.code) ? await consultPathOf(db, inst.code) : null,
      };
    },
    svcInstNotices: async (_req, reply, { params, query }) => {
      reply.header('Cache-Control', 'no-cache');
      const cat = await loadCatalogue(db);
      const inst = cat.instByCode.get(params.instCode);
      if (!inst) throw new HttpError(404, INST_NOT_FOUND);
      const where = and(eq(notices.instCode, inst.code), eq(notices.useYn, true));
      const rows = db
        .select({ nttId: notices.nttId, title: notices.title, postedAt: notices.postedAt })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.postedAt), desc(notices.nttId))
        .$dynamic();
      const list = await listPage(db, query, { table: notices, where }, rows, (found) => found.map((r) => ({ ...r, postedAt: r.postedAt.toISOString() })));
      return { ...list, instName: inst.name };
    },
    svcInstNotice: async (_req, reply, { params }): Promise<InstNotice> => {
      reply.header('Cache-Control', 'no-cache');
      const cat = await loadCatalogue(db);
      const inst = cat.instByCode.get(params.instCode);
      const [row] = inst ? await db.select().from(notices).where(and(eq(notices.nttId, params.nttId), eq(notices.instCode, inst.code), eq(notices.useYn, true))) : [];
      if (!inst || !row) throw new HttpError(404, NOTICE_NOT_FOUND);
      const head = { nttId: notices.nttId, title: notices.title, postedAt: notices.postedAt };
      const mine = sql`(${row.postedAt.toISOString()}::timestamptz, ${row.nttId})`;
      const key = sql`(${notices.postedAt}, ${notices.nttId})`;
      const same = and(eq(notices.instCode, inst.code), eq(notices.useYn, true));
      const [prev] = await db.select(head).from(notices).where(and(same, lt(key, mine))).orderBy(desc(notices.postedAt), desc(notices.nttId)).limit(1);
      const [next] = await db.select(head).from(notices).where(and(same, gt(key, mine))).orderBy(asc(notices.postedAt), asc(notices.nttId)).limit(1);
      const view = (h: typeof prev) => (h ? { ...h, postedAt: h.postedAt.toISOString() } : null);
      return { nttId: row.nttId, title: row.title, postedAt: row.postedAt.toISOString(), instCode: inst.code, instName: inst.name, bodyHtml: row.bodyHtml, prev: view(prev), next: view(next) };
    },
    svcOffices: async (_req, reply, { query }): Promise<SvcOfficeList> => {
      reply.header('Cache-Control', query.lat == null ? PUBLIC_CACHE : 'no-store');
      const cat = await loadCatalogue(db);
      const from = query.lat != null && query.lon != null ? { lat: query.lat, lon: query.lon } : null;
      const list = officesOf(
        cat,
        (o) =>
          (!query.region || o.sigungu.startsWith(query.region)) &&
          (!query.sigungu || o.sigungu === query.sigungu) &&
          (!query.inst || o.instCode === query.inst) &&
          (!query.type || !!cat.typesByInst.get(o.instCode)?.has(query.type)),
        from,
      ).filter((o) => !query.method || o.methods.includes(query.method));
      return { items: list.slice(0, query.limit), total: list.length };
    },
    svcFinder: async (_req, reply, { query }): Promise<FinderResult> => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      const cat = await loadCatalogue(db);
      const region = query.sigungu ? (query.sigungu.slice(0, 2) as typeof query.region) : query.region;
      const officeRegions = new Map<string, Set<string>>();
      for (const o of cat.offices) {
        if (!officeRegions.has(o.instCode)) officeRegions.set(o.instCode, new Set());
        officeRegions.get(o.instCode)!.add(o.sigungu.slice(0, 2));
      }
      const candidates: FinderService[] = cat.services.map((s) => ({
        id: s.id,
        regions: s.regions,
        methods: s.methods,
        match: s.match,
        inPortal: s.apply.kind === 'BOOK' || s.apply.kind === 'CYBER' || s.apply.kind === 'ELRCPT',
        officeRegions: officeRegions.get(s.instCode) ?? new Set(),
      }));
      const { matched, excluded } = rankServices(candidates, { problem: query.problem, age: query.age, income: query.income, persons: query.persons, region, method: query.method });
      const byId = new Map(cat.services.map((s) => [s.id, s]));
      const place = query.sigungu ? PLACES.get(query.sigungu)! : null;
      return {
        items: matched.map((v) => {
          const s = byId.get(v.id)!;
          const near = officesOf(cat, (o) => o.instCode === s.instCode && (!region || o.sigungu.startsWith(region)), place);
          return { service: serviceSummary(s, cat), score: v.score, reasons: v.reasons, checks: v.checks, nearestOffice: near[0] ?? null, apply: applyStep(s) };
        }),
        excluded: excluded.map((v) => ({ service: serviceSummary(byId.get(v.id)!, cat), reason: v.reason })),
      };
    },
  } satisfies Partial<Handlers<typeof servicesCalls>>;
}

/** The legal-welfare services (issue 20): the catalogue, institutions and offices, the finder, one-stop requests. */
/** The catalogue as the open API publishes it (issue 33): institutions, offices with hours and methods, services by type. */
function openCatalogue(db: Db): Pick<OpenDataSources, 'institutions' | 'offices' | 'services'> {
  return {
    institutions: async (p) => {
      const cat = await loadCatalogue(db);
      return pageOf(
        cat.institutions.map((i) => institutionSummary(i, cat)),
        p,
      );
    },
    offices: async (q) => {
      const cat = await loadCatalogue(db);
      const list = officesOf(cat, (o) => (!q.instCode || o.instCode === q.instCode) && (!q.region || o.sigungu.startsWith(q.region)), null);
      return pageOf(
        list.map(({ bookHref: _b, distanceKm: _d, ...o }) => o),
        q,
      );
    },
    services: async (q) => {
      const cat = await loadCatalogue(db);
      const list = cat.services.filter((s) => (!q.instCode || s.instCode === q.instCode) && (!q.serviceType || (s.types as string[]).includes(q.serviceType)));
      return pageOf(
        list.map((s) => serviceSummary(s, cat)),
        q,
      );
    },
  };
}

export const servicesModule: Module<typeof servicesCalls> = ({ db, openData }) => {
  Object.assign(openData, openCatalogue(db));
  return { handlers: { ...servicesHandlers(db), ...oneStopHandlers(db) } };
};
