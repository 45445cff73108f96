import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from './dto';

/**
 * How many unverified members the admin list shows, newest first. Accounts that never verify pile up;
 * the newest are the ones waiting for someone now.
 */
export const UNVERIFIED_LIST_LIMIT = 200;

export async function listUnverifiedMembers(db: DbOrTx): Promise<MemberRow[]> {
  return db.select().from(members).where(eq(members.isVerified, false)).orderBy(desc(members.created), desc(members.id)).limit(UNVERIFIED_LIST_LIMIT);
}
