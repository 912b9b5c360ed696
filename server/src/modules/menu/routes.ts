import type { FastifyInstance } from 'fastify';
import { apiCalls, normaliseMenuUrl } from '@portal/contracts';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { findSession } from '../auth/session';
import type { RouteRuleService } from '../shell/route-rule-service';
import type { MenuService } from './menu-service';

/** Spec section 6: only authenticated visitors may open paths under /ai; others go to '/'. */
export const isAiPath = (menuUrl: string) => menuUrl === '/ai' || menuUrl.startsWith('/ai/');

export function menuRoutes(app: FastifyInstance, { db }: Database, menusSvc: MenuService, rules: RouteRuleService) {
  defineRoute(app, apiCalls.gnb, async () => (await menusSvc.get()).gnb);
  defineRoute(app, apiCalls.siteMap, async () => (await menusSvc.get()).siteMap);
  defineRoute(app, apiCalls.breadcrumbList, async (_req, _reply, { query }) =>
    query.menuUrl ? menusSvc.breadcrumbs(normaliseMenuUrl(query.menuUrl)) : [],
  );
  defineRoute(app, apiCalls.accessPage, async (req, reply, { query }) => {
    reply.header('Cache-Control', 'no-store');
    const menuUrl = normaliseMenuUrl(query.menuUrl || '/');
    const found = await menusSvc.access(menuUrl);
    const known = found.known;
    // every /ai… path needs sign-in, listed or not (spec section 6)
    const access = isAiPath(menuUrl) ? 'MEMBER' : found.access;
    const allowed = access === 'PUBLIC' || (await findSession(db, req)) !== null;
    return {
      menuUrl,
      known,
      access,
      allowed,
      redirectTo: allowed ? null : isAiPath(menuUrl) ? '/' : `/login?returnUrl=${encodeURIComponent(query.menuUrl || menuUrl)}`,
    };
  });
  defineRoute(app, apiCalls.routeRule, async (_req, reply, { query }) => {
    // rules change rarely, but an activity window can start at any minute: revalidate
    reply.header('Cache-Control', 'no-cache');
    return rules.resolve(query.path);
  });
}
