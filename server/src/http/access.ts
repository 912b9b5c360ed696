import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@portal/contracts';
import type { Db } from '../db/client';
import { apiClientOf, editorOf, memberOf, personOf, staffOf } from '../kernel/principal';

/** Who may make a call, checked: the principal of its access, or the 401/403 of the kernel's check. */
export type AccessGuard = (req: FastifyRequest, access: Exclude<Access, 'public'>) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What defineRoute needs beside the call: the access check and the database of idempotent writes. */
    calls: { guard: AccessGuard; db: Db };
  }
}

/**
 * The checks behind each call's `access` (contract table). `defineRoute` runs them in the route's
 * own onRequest hook: after routing (so on the path as matched, whatever its spelling), before the
 * body is read or validated, and hands what they found to the handler.
 */
export function installAccessGuards(app: FastifyInstance, db: Db): void {
  const guard: AccessGuard = (req, access) => {
    switch (access) {
      case 'person':
        return personOf(db, req);
      case 'member':
        return memberOf(db, req);
      case 'editor':
        return editorOf(db, req);
      case 'apiKey':
        return apiClientOf(db, req);
      default:
        return staffOf(db, req, access.staff);
    }
  };
  app.decorate('calls', { guard, db });
}
