// The service catalogue (issue 20): participating institutions, their services and offices. Facts
// and their sources come from seed/data/service-catalogue.ts; re-applied on every start, rows no
// longer in the seed are switched off (never deleted: nothing points at a vanished code).
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { svcInstitutions, svcOffices, svcServices } from '../schema';
import { catalogueInstitutions, catalogueOffices, catalogueServices, consultOfficePlaces } from './data/service-catalogue';
import type { OfficeSeed } from './data/institutions';
import type { RouteRuleSeed } from './data/route-rules';
import { refreshed } from './upsert';

/** The consultation offices with their place on the map and hours. */
export const officeRows = (consultOffices: OfficeSeed[]) =>
  consultOffices.map((o) => ({ ...o, sigungu: consultOfficePlaces[o.officeId]?.sigungu ?? null, hours: consultOfficePlaces[o.officeId]?.hours ?? null }));

/** Leaving pages of services applied for on the institution's own site: a notice, then a full page load. */
export const serviceExitRules: RouteRuleSeed[] = catalogueServices
  .filter((s) => s.apply.kind === 'EXTERNAL')
  .map((s) => {
    const inst = catalogueInstitutions.find((i) => i.code === s.instCode)!;
    return {
      id: `EXT_SVC_${s.id}`,
      match: `/servicepvsn/ext/${s.id}`,
      type: 'EXACT',
      priority: 100,
      action: 'EXTERNAL',
      target: s.apply.target,
      institution: inst.name,
      message: `${inst.name} 누리집으로 이동합니다. ‘${s.title}’ 신청은 기관 누리집에서 진행합니다.`,
    };
  });

export async function seedServices(tx: Db): Promise<{ institutions: number; services: number }> {
  const codes = catalogueInstitutions.map((i) => i.code);
  await tx
    .insert(svcInstitutions)
    .values(catalogueInstitutions.map((i, n) => ({ ...i, unit: i.unit ?? null, linked: [...i.linked], sources: [...i.sources], sortOrder: n + 1, useYn: true })))
    .onConflictDoUpdate({
      target: svcInstitutions.code,
      set: refreshed(['name', 'unit', 'category', 'linkLevel', 'linked', 'summary', 'phone', 'website', 'hours', 'address', 'sources', 'sortOrder', 'useYn']),
    });
  await tx.update(svcInstitutions).set({ useYn: false, updatedAt: sql`now()` }).where(sql`${svcInstitutions.code} NOT IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  const ids = catalogueServices.map((s) => s.id);
  await tx
    .insert(svcServices)
    .values(
      catalogueServices.map((s, n) => ({
        ...s,
        types: [...s.types],
        who: [...s.who],
        methods: [...s.methods],
        documents: [...s.documents],
        regions: [...s.regions],
        sources: [...s.sources],
        sortOrder: n + 1,
        useYn: true,
      })),
    )
    .onConflictDoUpdate({
      target: svcServices.id,
      set: refreshed(['instCode', 'title', 'types', 'summary', 'who', 'cost', 'methods', 'apply', 'documents', 'regions', 'match', 'sources', 'sortOrder', 'useYn']),
    });
  await tx.update(svcServices).set({ useYn: false, updatedAt: sql`now()` }).where(sql`${svcServices.id} NOT IN (${sql.join(ids.map((c) => sql`${c}`), sql`, `)})`);
  const officeIds = catalogueOffices.map((o) => o.officeId);
  if (officeIds.length) {
    await tx
      .insert(svcOffices)
      .values(catalogueOffices.map((o, n) => ({ ...o, methods: [...o.methods], sortOrder: n + 1, useYn: true })))
      .onConflictDoUpdate({ target: svcOffices.officeId, set: refreshed(['instCode', 'name', 'sigungu', 'address', 'phone', 'hours', 'methods', 'sortOrder', 'useYn']) });
  }
  await tx
    .update(svcOffices)
    .set({ useYn: false, updatedAt: sql`now()` })
    .where(officeIds.length ? sql`${svcOffices.officeId} NOT IN (${sql.join(officeIds.map((c) => sql`${c}`), sql`, `)})` : undefined);
  return { institutions: codes.length, services: ids.length };
}
