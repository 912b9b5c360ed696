import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { codeGroups as codeGroupsTable, codes, menus, nations as nationsTable } from '../schema';
import { codeGroups } from './data/codes';
import { menuTree, type MenuSeed } from './data/menus';
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

const excluded = (cols: string[]) =>
  Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase())}`)]));

/** Idempotent: a second run updates rows in place and adds nothing. */
export async function seed(database: Database): Promise<{ menus: number; codes: number; nations: number }> {
  const { db } = database;
  const menuRows = flattenMenus();
  const codeRows = codeGroups.flatMap((g) =>
    g.codes.map((c, i) => ({ codeGroupId: g.id, code: c.code, codeName: c.name, sortOrder: i + 1 })),
  );
  const nationRows = (nationsJson as { alpha2: string; alpha3: string; numeric: string; nameKo: string; nameEn: string }[]).map(
    (n) => ({ ...n }),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < menuRows.length; i += 200) {
      await tx
        .insert(menus)
        .values(menuRows.slice(i, i + 200))
        .onConflictDoUpdate({
          target: menus.menuId,
          set: {
            ...excluded(['parentMenuId', 'menuName', 'menuUrl', 'menuType', 'moduleNm', 'useSatisfaction', 'access', 'sortOrder']),
            updatedAt: sql`now()`,
          },
        });
    }
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
  });
  return { menus: menuRows.length, codes: codeRows.length, nations: nationRows.length };
}
