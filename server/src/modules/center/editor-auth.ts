import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requirePerson, type Person } from '../dscsn/context';

/** How staff answers and seeded content are signed towards the public. */
export const CONTENT_TEAM_NAME = '법률구조 플랫폼 운영팀';

export const EDITOR_ONLY = '고객센터 콘텐츠 편집 권한이 있는 운영자만 쓸 수 있는 기능입니다. 운영자 계정으로 로그인해 주세요.';

/** The signed-in content editor: 401 without a session, 403 for anyone else (members, consultation staff). */
export async function requireEditor(db: Db, req: FastifyRequest): Promise<Person> {
  const person = await requirePerson(db, req);
  if (!(await isEditor(db, person.memberId))) throw new HttpError(403, EDITOR_ONLY);
  return person;
}

export async function isEditor(db: Db, memberId: string): Promise<boolean> {
  const rows = await db.select({ id: staff.memberId }).from(staff).where(and(eq(staff.memberId, memberId), eq(staff.role, 'CONTENT_EDITOR')));
  return rows.length > 0;
}
