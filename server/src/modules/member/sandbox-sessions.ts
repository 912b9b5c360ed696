import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { createSession } from '../../kernel/session';

/** The sandbox citizen used by browser tests and demos until the membership flow signs people in. */
export const SANDBOX_MEMBER = { loginId: 'sandbox-citizen', memberName: '김민원', mbrTypeCd: '01' } as const;

/** Ensures the sandbox member and opens `count` sessions for it; returns their raw cookie tokens. */
export async function createSandboxSessions(db: Db, count: number): Promise<{ memberName: string; tokens: string[] }> {
  await db.insert(members).values(SANDBOX_MEMBER).onConflictDoNothing({ target: members.loginId });
  const [member] = await db.select().from(members).where(eq(members.loginId, SANDBOX_MEMBER.loginId));
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await createSession(db, member.id, new Date(Date.now() - 86_400_000)));
  return { memberName: member.memberName, tokens };
}
