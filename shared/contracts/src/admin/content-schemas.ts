// Back office (issue 34), the system administrator's tables of the site: the menu (menus) and the
// route rules (route_rules), both read by the citizens' shell through the public calls (gnb, siteMap,
// breadcrumbList, accessPage, routeRule). An edit from here marks the row as the administrator's
// (editedAt), and the seed run at every start leaves such a row alone.
import { z } from 'zod';
import { paged, Paging, requiredText } from '../common';
import { routes } from '../routes';
import { MENU_TYPES } from '../shell/menu';
import { normaliseMenuUrl } from '../shell/menu-url';

const publicPaths = /* @__PURE__ */ new Set(routes.map((r) => r.path.toLowerCase()));
/** The first segments of the portal's routes (`/dscsn`, `/center`, …): where a route rule may apply. */
const areas = /* @__PURE__ */ new Set(routes.map((r) => r.path.split('/')[1] ?? '').filter(Boolean));

/** Is the address one of the 255 routes of routes.txt (query, fragment and a trailing slash ignored)? */
export const isPublicRoute = (path: string): boolean => publicPaths.has(normaliseMenuUrl(path).toLowerCase());

/** A site path as typed: '/' first, no second '/', no spaces, no backslash. */
const SITE_PATH = /^\/(?!\/)[^\s\\?#]*$/;

export const MENU_ACCESS = ['PUBLIC', 'MEMBER'] as const;
export const ROUTE_RULE_MATCH_TYPES = ['EXACT', 'PREFIX'] as const;
export const ROUTE_RULE_ACTIONS = ['REDIRECT', 'EXTERNAL'] as const;

// ─── Menus ──────────────────────────────────────────────────────────────────────────────────────

/** A menu's id (the seed writes UPPER_SNAKE; an unknown one is 404, like a missing one). */
const MenuId = (label: string) =>
  z
    .string({ error: `${label}가 없습니다.` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, { error: `${label}가 올바르지 않습니다. 메뉴 목록에 있는 메뉴를 골라 주세요.` });

export const AdminMenuParams = z.object({ menuId: MenuId('메뉴 번호') });

export const AdminMenuQuery = z.object({
  ...Paging,
  /** A word of the name or the address. */
  q: z.string({ error: '검색어는 글자로 보내 주세요.' }).trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional(),
});

export const AdminMenu = z.object({
  menuId: z.string(),
  parentMenuId: z.string().nullable(),
  /** The names from the top menu down to the parent (`고객센터 › 자주 묻는 질문`), '' at the top. */
  parentPath: z.string(),
  depth: z.number().int(),
  menuName: z.string(),
  menuUrl: z.string().nullable(),
  menuType: z.enum(MENU_TYPES),
  access: z.enum(MENU_ACCESS),
  sortOrder: z.number().int(),
  /** Shown in the top menu and the site map (a hidden page still opens, with its sign-in rule). */
  useYn: z.boolean(),
  useSatisfaction: z.boolean(),
  /** When the system administrator last changed it (null: as seeded). */
  editedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminMenu = z.infer<typeof AdminMenu>;

/** A menu that may hold others: the choices of the parent field, in tree order. */
export const AdminMenuParent = z.object({ menuId: z.string(), label: z.string(), depth: z.number().int() });
/** One page of the menu in tree order (parents before their children, each level by its order), and every possible parent. */
export const AdminMenuList = paged(AdminMenu).extend({ parents: z.array(AdminMenuParent) });
export type AdminMenuList = z.infer<typeof AdminMenuList>;

/** PUT /api/admin/menus/:menuId. The kind of a menu and its sign-in rule stay as seeded. */
export const AdminMenuUpdate = z.object({
  menuName: requiredText('메뉴 이름', 50),
  /** '' for a menu that only groups others; else one of the portal's routes, used by no other menu. */
  menuUrl: z
    .string({ error: '메뉴 주소는 글자로 입력해 주세요.' })
    .trim()
    .max(200, { error: '메뉴 주소는 200자 이하로 입력해 주세요.' })
    .refine((v) => v === '' || (SITE_PATH.test(v) && isPublicRoute(v)), {
      error: '메뉴 주소는 포털에 있는 화면의 주소로 입력해 주세요. 예: /center/faq/list',
    }),
  parentMenuId: MenuId('상위 메뉴').nullable(),
  sortOrder: z.coerce
    .number({ error: '순서는 숫자로 입력해 주세요.' })
    .int({ error: '순서는 정수로 입력해 주세요.' })
    .min(0, { error: '순서는 0 이상으로 입력해 주세요.' })
    .max(9999, { error: '순서는 9999 이하로 입력해 주세요.' }),
  useYn: z.boolean({ error: '메뉴에 보일지 골라 주세요.' }),
  useSatisfaction: z.boolean({ error: '만족도 조사를 보일지 골라 주세요.' }),
});
export type AdminMenuUpdate = z.input<typeof AdminMenuUpdate>;

// ─── Route rules ────────────────────────────────────────────────────────────────────────────────

export const AdminRouteRuleParams = z.object({
  ruleId: z
    .string({ error: '규칙 번호가 없습니다.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, { error: '규칙 번호가 올바르지 않습니다. 규칙 목록에 있는 규칙을 골라 주세요.' }),
});

export const AdminRouteRuleQuery = z.object({ ...Paging });

export const AdminRouteRule = z.object({
  ruleId: z.string(),
  matchPath: z.string(),
  matchType: z.enum(ROUTE_RULE_MATCH_TYPES),
  priority: z.number().int(),
  action: z.enum(ROUTE_RULE_ACTIONS),
  target: z.string(),
  institution: z.string().nullable(),
  message: z.string().nullable(),
  useYn: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminRouteRule = z.infer<typeof AdminRouteRule>;
export const AdminRouteRuleList = paged(AdminRouteRule);
export type AdminRouteRuleList = z.infer<typeof AdminRouteRuleList>;

/**
 * PUT /api/admin/route-rules/:ruleId. The address must lie in one of the portal's areas (the first
 * part of a route: /dscsn, /center, …), never the whole site (PREFIX '/') nor the back office. A
 * REDIRECT goes to one of the portal's routes (not to itself); an EXTERNAL one to an https address of
 * an institution on the server's allow list (checked by the server). The activity window stays as seeded.
 */
export const AdminRouteRuleUpdate = z
  .object({
    matchPath: z
      .string({ error: '규칙 주소를 입력해 주세요.' })
      .trim()
      .min(1, { error: '규칙 주소를 입력해 주세요.' })
      .max(200, { error: '규칙 주소는 200자 이하로 입력해 주세요.' })
      .refine((v) => SITE_PATH.test(v), { error: '규칙 주소는 /로 시작하는 누리집 주소로 입력해 주세요. 예: /dscsn' })
      .refine((v) => !SITE_PATH.test(v) || areas.has(normaliseMenuUrl(v).split('/')[1] ?? ''), {
        error: '규칙 주소는 포털에 있는 주소 영역(예: /dscsn, /center, /elrcpt) 안의 주소로 입력해 주세요.',
      }),
    matchType: z.enum(ROUTE_RULE_MATCH_TYPES, { error: '맞추는 방식은 EXACT(그 주소만) 또는 PREFIX(그 아래 주소까지) 중에서 골라 주세요.' }),
    priority: z.coerce
      .number({ error: '우선순위는 숫자로 입력해 주세요.' })
      .int({ error: '우선순위는 정수로 입력해 주세요.' })
      .min(-1000, { error: '우선순위는 -1000 이상으로 입력해 주세요.' })
      .max(1000, { error: '우선순위는 1000 이하로 입력해 주세요.' }),
    action: z.enum(ROUTE_RULE_ACTIONS, { error: '동작은 REDIRECT(포털 안 이동) 또는 EXTERNAL(기관 누리집으로 이동) 중에서 골라 주세요.' }),
    target: requiredText('이동할 곳', 500),
    institution: z.string({ error: '기관 이름은 글자로 입력해 주세요.' }).trim().max(50, { error: '기관 이름은 50자 이하로 입력해 주세요.' }),
    message: z.string({ error: '안내 문구는 글자로 입력해 주세요.' }).trim().max(200, { error: '안내 문구는 200자 이하로 입력해 주세요.' }),
    useYn: z.boolean({ error: '규칙을 쓸지 골라 주세요.' }),
  })
  .superRefine((v, ctx) => {
    if (v.matchType === 'PREFIX' && normaliseMenuUrl(v.matchPath) === '/')
      ctx.addIssue({ code: 'custom', path: ['matchType'], message: '누리집 전체(/)에는 PREFIX 규칙을 둘 수 없습니다. EXACT로 고르거나 더 좁은 주소를 입력해 주세요.' });
    if (v.action === 'REDIRECT') {
      if (!SITE_PATH.test(v.target) || !isPublicRoute(v.target))
        ctx.addIssue({ code: 'custom', path: ['target'], message: '이동할 곳은 포털에 있는 화면의 주소로 입력해 주세요. 예: /dscsn/rsvt/DscsnRsvtM' });
      else if (SITE_PATH.test(v.matchPath) && normaliseMenuUrl(v.target).toLowerCase() === normaliseMenuUrl(v.matchPath).toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['target'], message: '이동할 곳이 규칙 주소와 같으면 같은 화면을 되풀이해 엽니다. 다른 화면의 주소를 입력해 주세요.' });
    } else if (!/^https:\/\/[^\s/]+/.test(v.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: '기관 누리집으로 이동할 곳은 https://로 시작하는 주소로 입력해 주세요.' });
    }
  });
export type AdminRouteRuleUpdate = z.input<typeof AdminRouteRuleUpdate>;
