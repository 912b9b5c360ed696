import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@portal/contracts';
import type { Db } from '../db/client';
import { requireEditor } from '../modules/center/editor-auth';
import { requirePerson } from '../modules/dscsn/context';
import { requireMember } from '../modules/member/context';
import { requireAnyStaff } from '../modules/elrcpt/staff';

export type AccessGuards = Record<Exclude<Access, 'public'>, (req: FastifyRequest) => Promise<unknown>>;

declare module 'fastify' {
  interface FastifyInstance {
    accessGuards: AccessGuards;
  }
}

/**
 * The checks behind each call's `access` (contract table). `defineRoute` runs them in the route's
 * own onRequest hook: after routing (so on the path as matched, whatever its spelling), before the
 * body is read or validated. They throw the same 401/403 the handlers' own checks do.
 */
export function installAccessGuards(app: FastifyInstance, db: Db): void {
  app.decorate('accessGuards', {
    person: (req) => requirePerson(db, req),
    member: (req) => requireMember(db, req),
    // consultation staff, or the staff of an institution that only takes applications (each handler checks its own kind)
    staff: (req) => requireAnyStaff(db, req),
    editor: (req) => requireEditor(db, req),
  } satisfies AccessGuards);
}
