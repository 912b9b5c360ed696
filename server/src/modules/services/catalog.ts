// The catalogue as the API shows it: institutions, services, offices placed at their 시군구's centre.
// It is small (35 institutions, about 80 services, about 100 offices) and read whole per request.
import { asc, eq } from 'drizzle-orm';
import {
  APPLY_KIND_LABELS,
  INST_CATEGORY_LABELS,
  LINK_LEVEL_LABELS,
  REGIONS,
  SIGUNGU,
  type ApplyStep,
  type HelpMethod,
  type RegionCode,
  type ServiceSummary,
  type ServiceType,
  type SvcInstitution,
  type SvcOffice,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { dscsnInstitutions, dscsnOffices, svcInstitutions, svcOffices, svcServices } from '../../db/schema';

export type InstRow = typeof svcInstitutions.$inferSelect;
export type ServiceRow = typeof svcServices.$inferSelect;
/** An office on the map: a consultation office (bookable) or another institution's office. */
interface OfficeRow {
  officeId: string;
  /** The catalogue institution (법률홈닥터 offices belong to 법무부). */
  instCode: string;
  /** The consultation institution that takes its bookings, if any. */
  consultInst: string | null;
  name: string;
  sigungu: string;
  address: string;
  phone: string;
  hours: string | null;
  methods: HelpMethod[];
  bookable: HelpMethod[];
}

/** Consultation institutions that are a service of a catalogue institution, not one of their own. */
export const CONSULT_OWNER: Record<string, string> = { LHD: 'MOJ', FWC: 'SWF' };
export const catalogueCode = (consultInst: string) => CONSULT_OWNER[consultInst] ?? consultInst;

export const PLACES = new Map(SIGUNGU.map(([code, name, lon, lat]) => [code, { name, lon, lat }]));

/** The leaving page of a service whose next step is on the institution's own site (a route rule). */
export const externalPath = (serviceId: string) => `/servicepvsn/ext/${serviceId}`;

const RSVT: readonly HelpMethod[] = ['VISIT', 'VIDEO', 'PHONE'];

export interface Catalogue {
  institutions: InstRow[];
  services: ServiceRow[];
  offices: OfficeRow[];
  instByCode: Map<string, InstRow>;
  /** The service types each institution offers (its offices are found by them). */
  typesByInst: Map<string, Set<ServiceType>>;
  /** Institutions that take consultations in this portal (dscsn_institutions). */
  consultInsts: Set<string>;
}

/** Seeded data that changes with a deploy: read at most every few seconds per database. */
const CATALOGUE_TTL_MS = 10_000;
const cached = new WeakMap<Db, { at: number; catalogue: Promise<Catalogue> }>();

export function loadCatalogue(db: Db): Promise<Catalogue> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.catalogue;
  const catalogue = readCatalogue(db);
  cached.set(db, { at: Date.now(), catalogue });
  // a failed read is not kept
  catalogue.catch(() => cached.delete(db));
  return catalogue;
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [institutions, services, consultOffices, otherOffices, consult] = await Promise.all([
    db.select().from(svcInstitutions).where(eq(svcInstitutions.useYn, true)).orderBy(asc(svcInstitutions.sortOrder)),
    db.select().from(svcServices).where(eq(svcServices.useYn, true)).orderBy(asc(svcServices.sortOrder)),
    db.select().from(dscsnOffices).where(eq(dscsnOffices.useYn, true)).orderBy(asc(dscsnOffices.sortOrder), asc(dscsnOffices.officeId)),
    db.select().from(svcOffices).where(eq(svcOffices.useYn, true)).orderBy(asc(svcOffices.sortOrder)),
    db.select({ code: dscsnInstitutions.instCode }).from(dscsnInstitutions),
  ]);
  const instByCode = new Map(institutions.map((i) => [i.code, i]));
  const offices: OfficeRow[] = [
    ...consultOffices.map((o) => {
      const bookable = RSVT.filter((m) => (o.capacity[m as 'VISIT'] ?? 0) > 0);
      return { ...o, instCode: catalogueCode(o.instCode), consultInst: o.instCode, sigungu: o.sigungu ?? '', methods: bookable, bookable };
    }),
    ...otherOffices.map((o) => ({ ...o, consultInst: null, bookable: [] })),
  ];
  const listed = services.filter((s) => instByCode.has(s.instCode));
  const typesByInst = new Map<string, Set<ServiceType>>();
  for (const s of listed) for (const t of s.types) typesByInst.set(s.instCode, (typesByInst.get(s.instCode) ?? new Set()).add(t));
  return {
    institutions,
    services: listed,
    offices: offices.filter((o) => PLACES.has(o.sigungu) && instByCode.has(o.instCode)),
    instByCode,
    typesByInst,
    consultInsts: new Set(consult.map((c) => c.code)),
  };
}

export function serviceSummary(s: ServiceRow, cat: Catalogue): ServiceSummary {
  return {
    id: s.id,
    instCode: s.instCode,
    instName: cat.instByCode.get(s.instCode)?.name ?? s.instCode,
    title: s.title,
    types: s.types,
    summary: s.summary,
    cost: s.cost,
    methods: s.methods,
    regions: s.regions,
    applyKind: s.apply.kind,
  };
}

export function institutionSummary(i: InstRow, cat: Catalogue): SvcInstitution {
  return {
    code: i.code,
    name: i.name,
    unit: i.unit,
    category: i.category,
    categoryName: INST_CATEGORY_LABELS[i.category],
    linkLevel: i.linkLevel,
    linkLevelName: LINK_LEVEL_LABELS[i.linkLevel],
    linked: i.linked,
    summary: i.summary,
    phone: i.phone,
    website: i.website,
    serviceCount: cat.services.filter((s) => s.instCode === i.code).length,
  };
}

export function applyStep(s: ServiceRow): ApplyStep {
  const label = s.apply.label ?? APPLY_KIND_LABELS[s.apply.kind];
  switch (s.apply.kind) {
    case 'EXTERNAL':
      return { kind: 'EXTERNAL', label, href: externalPath(s.id), external: s.apply.target };
    case 'PHONE':
      return { kind: 'PHONE', label: `${label} (${s.apply.target})`, href: `tel:${s.apply.target.replace(/[^\d+]/g, '')}`, external: null };
    default:
      return { kind: s.apply.kind, label, href: s.apply.target, external: null };
  }
}

/** Straight-line (great-circle) distance in km, one decimal. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

export function officeView(o: OfficeRow, cat: Catalogue, from: { lat: number; lon: number } | null): SvcOffice {
  const place = PLACES.get(o.sigungu)!;
  const region = o.sigungu.slice(0, 2) as RegionCode;
  return {
    officeId: o.officeId,
    instCode: o.instCode,
    instName: cat.instByCode.get(o.instCode)?.name ?? o.instCode,
    name: o.name,
    region,
    regionName: REGIONS[region] ?? '',
    sigungu: o.sigungu,
    sigunguName: place.name,
    address: o.address,
    phone: o.phone,
    hours: o.hours,
    methods: o.methods,
    lon: place.lon,
    lat: place.lat,
    bookHref: o.bookable.length && o.consultInst && cat.consultInsts.has(o.consultInst) ? `/dscsn/form/ps1?${new URLSearchParams({ inst: o.consultInst, method: o.bookable[0]! })}` : null,
    distanceKm: from ? distanceKm(from, place) : null,
    types: [...(cat.typesByInst.get(o.instCode) ?? [])],
  };
}

/** Offices of an institution, nearest to a point first when one is given. */
export function officesOf(cat: Catalogue, keep: (o: OfficeRow) => boolean, from: { lat: number; lon: number } | null): SvcOffice[] {
  const list = cat.offices.filter(keep).map((o) => officeView(o, cat, from));
  if (from) list.sort((a, b) => a.distanceKm! - b.distanceKm! || a.name.localeCompare(b.name, 'ko'));
  return list;
}

/** The consultation area's page of an institution that takes consultations here. */
export async function consultPathOf(db: Db, code: string): Promise<string | null> {
  const [row] = await db.select({ infoPath: dscsnInstitutions.infoPath }).from(dscsnInstitutions).where(eq(dscsnInstitutions.instCode, code));
  return row?.infoPath ?? null;
}
