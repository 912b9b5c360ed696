import type { FastifyInstance } from 'fastify';
import { apiCalls, normaliseMenuUrl } from '@portal/contracts';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { findSession } from '../auth/session';
import type { MenuService } from './menu-service';

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
