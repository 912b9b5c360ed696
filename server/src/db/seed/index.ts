import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { targetProblem } from '../../kernel/route-rules/policy';
import { codeGroups as codeGroupsTable, codes, dscsnInstitutions, dscsnOffices, menus, nations as nationsTable, routeRules } from '../schema';
import { institutionSeeds, officeSeeds } from './data/institutions';
import { codeGroups } from './data/codes';
import { menuTree, type MenuSeed } from './data/menus';
import { routeRuleSeeds, type RouteRuleSeed } from './data/route-rules';
import { kstDate } from '@portal/contracts';
import { seedCenter } from './center';
import { seedHolidays } from './holidays';
import { seedLegal, type HandWrittenLegal, type LegalSeedResult } from './legal';
import { courtFormSeeds } from './data/court-forms';
import { legalCaseSeeds } from './data/legal-cases';
import { seedSurveys } from './surveys';
import { officeRows, seedServices, serviceExitRules } from './services';
import { seedSearch } from '../../kernel/search/seed';
import { excluded, inChunks, refreshed } from './upsert';
import nationsJson from './data/nations.json';

export interface MenuRow {
  menuId: string;
  parentMenuId: string | null;
  menuName: string;
  menuUrl: string | null;
  menuType: MenuSeed['type'];
  moduleNm: MenuSeed['module'] | null;
  useSatisfaction: boolean;
  access: 'PUBLIC' | 'MEMBER';
  sortOrder: number;
}

/** Flattens the seed tree, parents before children, with sort order by position. */
export function flattenMenus(tree: MenuSeed[] = menuTree): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (nodes: MenuSeed[], parent: string | null) =>
    nodes.forEach((n, i) => {
      rows.push({
        menuId: n.id,
        parentMenuId: parent,
        menuName: n.name,
        menuUrl: n.url ?? null,
        menuType: n.type,
        moduleNm: n.module ?? null,
        useSatisfaction: n.satisfaction ?? false,
        access: n.access ?? 'PUBLIC',
        sortOrder: i + 1,
      });
      if (n.children) walk(n.children, n.id);
    });
  walk(tree, null);
  return rows;
}

/** Idempotent: a second run updates rows in place and adds nothing. */
/** Refuses a rule whose target is not a known site path or an allow-listed https address. */
export function checkRouteRuleSeeds(rules: RouteRuleSeed[] = [...routeRuleSeeds, ...serviceExitRules]): void {
  for (const r of rules) {
    const problem = targetProblem(r);
    if (problem) throw new Error(`route rule ${r.id}: ${problem}`);
  }
}

const handWrittenLegal: HandWrittenLegal = { cases: legalCaseSeeds, courtForms: courtFormSeeds };

export interface SeedOptions {
  /** The KST date that decides which statute versions are in force (default: today). */
  today?: string;
  /** The hand-written legal content (default: seed/data/legal-cases.json and court-forms.ts). */
  legal?: HandWrittenLegal;
  /** When the rows written are stamped (default: now); tests pass their clock. */
  now?: Date;
}

export async function seed(
  database: Database,
  options: SeedOptions = {},
): Promise<{ menus: number; codes: number; nations: number; routeRules: number; notices: number; institutions: number; offices: number; legal: LegalSeedResult }> {
  checkRouteRuleSeeds();
  const { db } = database;
  const menuRows = flattenMenus();
  const codeRows = codeGroups.flatMap((g) =>
    g.codes.map((c, i) => ({ codeGroupId: g.id, code: c.code, codeName: c.name, sortOrder: i + 1 })),
  );
  const nationRows = (nationsJson as { alpha2: string; alpha3: string; numeric: string; nameKo: string; nameEn: string }[]).map(
    (n) => ({ ...n }),
  );
  let centerCounts = { faqs: 0, notices: 0 };
  let legal: LegalSeedResult | undefined;
  await db.transaction(async (tx) => {
    await inChunks(menuRows, 200, (chunk) =>
      tx
        .insert(menus)
        .values(chunk)
        .onConflictDoUpdate({
          target: menus.menuId,
          set: refreshed(['parentMenuId', 'menuName', 'menuUrl', 'menuType', 'moduleNm', 'useSatisfaction', 'access', 'sortOrder']),
          // a menu the system administrator changed in the back office (0023) stays as they left it
          setWhere: isNull(menus.editedAt),
        }),
    );
    await tx
      .insert(codeGroupsTable)
      .values(codeGroups.map((g) => ({ codeGroupId: g.id, codeGroupName: g.name })))
      .onConflictDoUpdate({ target: codeGroupsTable.codeGroupId, set: excluded(['codeGroupName']) });
    await tx
      .insert(codes)
      .values(codeRows)
      .onConflictDoUpdate({ target: [codes.codeGroupId, codes.code], set: excluded(['codeName', 'sortOrder']) });
    await tx
      .insert(nationsTable)
      .values(nationRows)
      .onConflictDoUpdate({ target: nationsTable.alpha2, set: excluded(['alpha3', 'numeric', 'nameKo', 'nameEn']) });
    await tx
      .insert(routeRules)
      .values(
        [...routeRuleSeeds, ...serviceExitRules].map((r) => ({
          ruleId: r.id,
          matchPath: r.match,
          matchType: r.type,
          priority: r.priority,
          action: r.action,
          target: r.target,
          institution: r.institution ?? null,
          message: r.message ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: routeRules.ruleId,
        set: refreshed(['matchPath', 'matchType', 'priority', 'action', 'target', 'institution', 'message']),
        setWhere: isNull(routeRules.editedAt),
      });
    // notices and FAQ (customer centre): view counts, use flags and editors' changes are left alone
    centerCounts = await seedCenter(tx);
    // consultation institutions and offices: facts are re-applied on every start; offices no longer in
    // the seed stay (reservations point at them) but stop taking bookings
    await tx
      .insert(dscsnInstitutions)
      .values(institutionSeeds.map((i, n) => ({ ...i, sortOrder: n + 1 })))
      .onConflictDoUpdate({
        target: dscsnInstitutions.instCode,
        set: refreshed(['name', 'summary', 'phone', 'website', 'methods', 'infoPath', 'description', 'handles', 'eligibility', 'hours', 'address', 'services', 'externalUrl', 'sources', 'sortOrder']),
      });
    // the service catalogue (issue 20) before the offices: every office belongs to a catalogue institution
    await seedServices(tx);
    const offices = officeRows(officeSeeds);
    await tx
      .insert(dscsnOffices)
      .values(offices.map((o, n) => ({ ...o, sortOrder: n + 1, useYn: true })))
      .onConflictDoUpdate({
        target: dscsnOffices.officeId,
        set: refreshed(['instCode', 'name', 'region', 'address', 'phone', 'capacity', 'sigungu', 'hours', 'sortOrder', 'useYn']),
      });
    await tx
      .update(dscsnOffices)
      .set({ useYn: false, updatedAt: sql`now()` })
      .where(sql`${dscsnOffices.officeId} NOT IN (${sql.join(offices.map((o) => sql`${o.officeId}`), sql`, `)})`);
    await seedSurveys(tx);
    await seedHolidays(tx, options.now ?? new Date());
    // statutes, precedents, forms and cases (issue 18): skipped when their digest is unchanged
    legal = await seedLegal(tx, options.today ?? kstDate(new Date()), options.legal ?? handWrittenLegal);
    // the search index over everything above, the legal content included (re-built only when a source changed)
    await seedSearch(tx);
  });
  return {
    institutions: institutionSeeds.length,
    offices: officeSeeds.length,
    menus: menuRows.length,
    codes: codeRows.length,
    nations: nationRows.length,
    routeRules: routeRuleSeeds.length + serviceExitRules.length,
    notices: centerCounts.notices,
    legal: legal!,
  };
}
