// Back office (issue 34), the system administrator's tables of the site: the menu (menus) and the
// route rules (route_rules). Both tables are seeded at every start; an edit here stamps edited_at and
// edited_by (0023), and the seed leaves such a row alone. The public calls read both through a cache
// per process, emptied here after each edit: the citizen's next page load sees it (other replicas
// within the caches' 30 seconds). Each call is in the audit log by the kernel (kernel/audit.ts), its
// row naming the menu or the rule by its route parameter.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normaliseMenuUrl, type AdminMenu, type AdminRouteRule, type adminContentCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { menus, routeRules } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { WRITE_LIMIT } from '../../kernel/limits';
import type { ModuleContext } from '../../kernel/module';
import { targetProblem } from '../../kernel/route-rules/policy';

type MenuRow = typeof menus.$inferSelect;
type RuleRow = typeof routeRules.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const MENU_NOT_FOUND = '메뉴를 찾을 수 없습니다. 목록을 새로 불러온 뒤 다시 골라 주세요.';
const RULE_NOT_FOUND = '주소 규칙을 찾을 수 없습니다. 목록을 새로 불러온 뒤 다시 골라 주세요.';

/** An edit's stamps: edited_at (the request's clock) and edited_by mark the row as the administrator's, updated_at is the database's clock. */
const adminEdit = (req: FastifyRequest, memberId: string) => ({ editedAt: nowOf(req), editedBy: memberId, updatedAt: sql`now()` });

/**
 * Saves an administrator's edit of one row of a cached table (menus, route rules): `write` updates the
 * row with the edit's stamps and returns it, a row gone meanwhile is a 404 (`notFound`), and the
 * table's cache is emptied so that the next page load sees the change.
 */
async function saveAdminEdit<R>(
  req: FastifyRequest,
  memberId: string,
  cache: { invalidate(): void },
  notFound: string,
  write: (stamps: ReturnType<typeof adminEdit>) => PromiseLike<R[]>,
): Promise<R> {
  const [saved] = await write(adminEdit(req, memberId));
  if (!saved) throw new HttpError(404, notFound);
  cache.invalidate();
  return saved;
}

interface Placed {
  row: MenuRow;
  depth: number;
  parentPath: string;
}

/** Every menu in tree order: a parent before its children, each level by its order then id. */
function treeOrder(rows: MenuRow[]): Placed[] {
  const kids = new Map<string | null, MenuRow[]>();
  for (const r of rows) kids.set(r.parentMenuId, [...(kids.get(r.parentMenuId) ?? []), r]);
  for (const list of kids.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.menuId.localeCompare(b.menuId));
  const out: Placed[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number, names: string[]) => {
    for (const r of kids.get(parent) ?? []) {
      if (seen.has(r.menuId)) continue;
      seen.add(r.menuId);
      out.push({ row: r, depth, parentPath: names.join(' › ') });
      walk(r.menuId, depth + 1, [...names, r.menuName]);
    }
  };
  walk(null, 0, []);
  return out;
}

const menuOf = ({ row, depth, parentPath }: Placed): AdminMenu => ({
  menuId: row.menuId,
  parentMenuId: row.parentMenuId,
  parentPath,
  depth,
  menuName: row.menuName,
  menuUrl: row.menuUrl,
  menuType: row.menuType,
  access: row.access,
  sortOrder: row.sortOrder,
  useYn: row.useYn,
  useSatisfaction: row.useSatisfaction,
  editedAt: iso(row.editedAt),
  updatedAt: row.updatedAt.toISOString(),
});

const ruleOf = (r: RuleRow): AdminRouteRule => ({
  ruleId: r.ruleId,
  matchPath: r.matchPath,
  matchType: r.matchType,
  priority: r.priority,
  action: r.action,
  target: r.target,
  institution: r.institution,
  message: r.message,
  useYn: r.useYn,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  editedAt: iso(r.editedAt),
  updatedAt: r.updatedAt.toISOString(),
});

/** The pages that need sign-in (their menu or an ancestor is MEMBER), by address. */
function memberPages(rows: MenuRow[]): Set<string> {
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  const out = new Set<string>();
  for (const row of rows) {
    if (!row.menuUrl) continue;
    const seen = new Set<string>();
    for (let r: MenuRow | undefined = row; r && !seen.has(r.menuId); r = r.parentMenuId ? byId.get(r.parentMenuId) : undefined) {
      seen.add(r.menuId);
      if (r.access === 'MEMBER') {
        out.add(row.menuUrl);
        break;
      }
    }
  }
  return out;
}

export function contentHandlers(ctx: ModuleContext): Handlers<typeof adminContentCalls> {
  const { db } = ctx;
  return {
    adminMenuList: async (_req, _reply, { query }) => {
      const placed = treeOrder(await db.select().from(menus));
      const q = query.q?.toLowerCase();
      const hits = q ? placed.filter((p) => p.row.menuName.toLowerCase().includes(q) || (p.row.menuUrl ?? '').toLowerCase().includes(q)) : placed;
      const start = (query.page - 1) * query.pageSize;
      return {
        items: hits.slice(start, start + query.pageSize).map(menuOf),
        page: query.page,
        pageSize: query.pageSize,
        total: hits.length,
        parents: placed
          .filter((p) => p.row.menuType === 'MENU' || p.row.menuType === 'TAB' || !p.row.menuUrl)
          .map((p) => ({ menuId: p.row.menuId, label: p.row.menuName, depth: p.depth })),
      };
    },
    adminMenuUpdate: {
      options: WRITE_LIMIT(120),
      handler: async (req, _reply, { staff, params, body }) => {
        const rows = await db.select().from(menus);
        const byId = new Map(rows.map((r) => [r.menuId, r]));
        const row = byId.get(params.menuId);
        if (!row) throw new HttpError(404, MENU_NOT_FOUND);
        const parentId = body.parentMenuId;
        if (parentId !== null) {
          if (!byId.has(parentId)) throw fieldError('parentMenuId', '고른 상위 메뉴가 없습니다. 목록에 있는 메뉴를 골라 주세요.');
          for (let p: MenuRow | undefined = byId.get(parentId); p; p = p.parentMenuId ? byId.get(p.parentMenuId) : undefined) {
            if (p.menuId === row.menuId) throw fieldError('parentMenuId', '상위 메뉴로 이 메뉴 자신이나 그 하위 메뉴를 고를 수 없습니다. 다른 메뉴를 골라 주세요.');
          }
        }
        const url = body.menuUrl === '' ? null : normaliseMenuUrl(body.menuUrl);
        if (url) {
          const other = rows.find((r) => r.menuId !== row.menuId && r.menuUrl?.toLowerCase() === url.toLowerCase());
          if (other) throw fieldError('menuUrl', `이 주소는 이미 ‘${other.menuName}’ 메뉴가 씁니다. 한 주소는 한 메뉴만 쓸 수 있습니다.`);
        }
        // a page that needs sign-in keeps needing it: no move or address change opens it to everyone
        const after = rows.map((r) => (r.menuId === row.menuId ? { ...r, menuUrl: url, parentMenuId: parentId } : r));
        const before = memberPages(rows);
        const now = memberPages(after);
        const opened = [...before].filter((u) => !now.has(u));
        if (opened.length) {
          const field = row.menuUrl !== url && opened.includes(row.menuUrl ?? '') ? 'menuUrl' : 'parentMenuId';
          throw fieldError(field, `로그인해야 보는 화면(${opened.slice(0, 3).join(', ')})이 로그인 없이 열리게 됩니다. 로그인이 필요한 메뉴 아래에 두어 주세요.`);
        }
        const saved = await saveAdminEdit(req, staff.memberId, ctx.menus, MENU_NOT_FOUND, (stamps) =>
          db
            .update(menus)
            .set({
              menuName: body.menuName,
              menuUrl: url,
              parentMenuId: parentId,
              sortOrder: body.sortOrder,
              useYn: body.useYn,
              useSatisfaction: body.useSatisfaction,
              ...stamps,
            })
            .where(eq(menus.menuId, row.menuId))
            .returning(),
        );
        const placed = treeOrder(after.map((r) => (r.menuId === saved.menuId ? saved : r))).find((p) => p.row.menuId === saved.menuId);
        return menuOf(placed ?? { row: saved, depth: 0, parentPath: '' });
      },
    },
    adminRouteRuleList: async (_req, _reply, { query }) => {
      const all = await db.select().from(routeRules).orderBy(desc(routeRules.priority), asc(routeRules.matchPath), asc(routeRules.ruleId));
      const start = (query.page - 1) * query.pageSize;
      return { items: all.slice(start, start + query.pageSize).map(ruleOf), page: query.page, pageSize: query.pageSize, total: all.length };
    },
    adminRouteRuleUpdate: {
      options: WRITE_LIMIT(120),
      handler: async (req, _reply, { staff, params, body }) => {
        // the same policy the seed and the reading service apply (a known route, an allow-listed institution)
        const problem = targetProblem({ action: body.action, target: body.target });
        if (problem) throw fieldError('target', problem);
        const saved = await saveAdminEdit(req, staff.memberId, ctx.routeRules, RULE_NOT_FOUND, (stamps) =>
          db
            .update(routeRules)
            .set({
              matchPath: normaliseMenuUrl(body.matchPath),
              matchType: body.matchType,
              priority: body.priority,
              action: body.action,
              target: body.target,
              institution: body.institution || null,
              message: body.message || null,
              useYn: body.useYn,
              ...stamps,
            })
            .where(eq(routeRules.ruleId, params.ruleId))
            .returning(),
        );
        return ruleOf(saved);
      },
    },
  };
}
