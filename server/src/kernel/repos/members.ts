import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

/**
 * The account's own contacts (the verified mobile number of the member or guest row, and its
 * e-mail): where a notice about a record goes, never a number typed in a form.
 */
export async function memberContact(tx: Db, memberId: string): Promise<{ mobileNo: string | null; email: string | null } | undefined> {
  const [owner] = await tx.select({ mobileNo: members.mobileNo, email: members.email }).from(members).where(eq(members.id, memberId));
  return owner;
}
