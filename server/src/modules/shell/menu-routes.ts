import { MBR_TYPE, normaliseMenuUrl, type areaCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { nowOf } from '../../clock';
import type { Handlers } from '../../http/route';
import { findSession } from '../../kernel/session';
import type { RouteRuleService } from '../../kernel/route-rules/service';
import type { MenuService } from '../../kernel/menus/service';

/** Spec section 6: only authenticated visitors may open paths under /ai; others go to '/'. */
export const isAiPath = (menuUrl: string) => menuUrl === '/ai' || menuUrl.startsWith('/ai/');
export const isJoinPath = (menuUrl: string) => menuUrl === '/join' || menuUrl.startsWith('/join/');
export const WITHDRAWAL_DONE = '/my/whdwl/completion';
export const MY_PAGE = '/my/main/MyPageInfo';

export function menuHandlers(db: Db, menusSvc: MenuService, rules: RouteRuleService) {
  return {
    gnb: async () => (await menusSvc.get()).gnb,
    siteMap: async () => (await menusSvc.get()).siteMap,
    breadcrumbList: async (_req, _reply, { query }) =>
      query.menuUrl ? menusSvc.breadcrumbs(normaliseMenuUrl(query.menuUrl)) : [],
    accessPage: async (req, reply, { query }) => {
      reply.header('Cache-Control', 'no-store');
      const menuUrl = normaliseMenuUrl(query.menuUrl || '/');
      const found = await menusSvc.access(menuUrl);
      const known = found.known;
      // every /ai… path needs sign-in, listed or not (spec section 6)
      // the withdrawal completion page is seen right after the session ended with the withdrawal
      const access = isAiPath(menuUrl) ? 'MEMBER' : menuUrl === WITHDRAWAL_DONE ? 'PUBLIC' : found.access;
      const session = await findSession(db, req);
      // a signed-in member (not a guest) has nothing to do on the join pages: off to my page
      if (session && session.mbrTypeCd !== MBR_TYPE.GUEST && isJoinPath(menuUrl))
        return { menuUrl, known, access, allowed: false, redirectTo: MY_PAGE };
      const allowed = access === 'PUBLIC' || session !== null;
      return {
        menuUrl,
        known,
        access,
        allowed,
        redirectTo: allowed ? null : isAiPath(menuUrl) ? '/' : `/login?returnUrl=${encodeURIComponent(query.menuUrl || menuUrl)}`,
      };
    },
    routeRule: async (req, reply, { query }) => {
      // rules change rarely, but an activity window can start at any minute: revalidate
      reply.header('Cache-Control', 'no-cache');
      return rules.resolve(query.path, nowOf(req).getTime());
    },
  } satisfies Partial<Handlers<(typeof areaCalls)['shell']>>;
}
