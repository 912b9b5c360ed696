import type { FastifyInstance } from 'fastify';
import { apiCalls } from '@portal/contracts';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { findSession } from '../auth/session';
import type { MenuService } from './menu-service';

/** The lookup key of a menuUrl: no query, no fragment, no trailing slash (spec section 2). */
export function normaliseMenuUrl(url: string): string {
  let p = url.split('#')[0].split('?')[0];
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

export function menuRoutes(app: FastifyInstance, { db }: Database, menusSvc: MenuService) {
  defineRoute(app, apiCalls.gnb, async () => (await menusSvc.get()).gnb);
  defineRoute(app, apiCalls.siteMap, async () => (await menusSvc.get()).siteMap);
  defineRoute(app, apiCalls.breadcrumbList, async (_req, _reply, { query }) =>
    query.menuUrl ? menusSvc.breadcrumbs(normaliseMenuUrl(query.menuUrl)) : [],
  );
  defineRoute(app, apiCalls.accessPage, async (req, reply, { query }) => {
    reply.header('Cache-Control', 'no-store');
    const menuUrl = normaliseMenuUrl(query.menuUrl || '/');
    const { known, access } = await menusSvc.access(menuUrl);
    const allowed = access === 'PUBLIC' || (await findSession(db, req)) !== null;
    return {
      menuUrl,
      known,
      access,
      allowed,
      redirectTo: allowed ? null : `/login?returnUrl=${encodeURIComponent(query.menuUrl || menuUrl)}`,
    };
  });
}
