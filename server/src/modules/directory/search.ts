import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from '../members/dto';
import type { SearchParams } from './search-params';

/** LIKE treats % and _ as wildcards and \ as the escape character; a search for "100%" means the text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Verified members whose username, first name, last name, "first last" or major contains the query,
 * ignoring case. `search_text` is those fields lower-cased in one generated column with a trigram index,
 * which serves this ILIKE. Best matches first (trigram word similarity), then by name and id so pages are stable.
 */
export async function searchMembers(db: DbOrTx, params: SearchParams): Promise<{ count: number; rows: MemberRow[] }> {
  const where = and(eq(members.isVerified, true), params.q ? sql`${members.searchText} ilike ${likePattern(params.q)}` : undefined);
  const [{ total }] = await db.select({ total: count() }).from(members).where(where);
  const offset = (params.page - 1) * params.pageSize;
  if (offset >= total) return { count: total, rows: [] };
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(
      ...(params.q ? [sql`word_similarity(${params.q}, ${members.searchText}) desc`] : []),
      sql`lower(${members.lastName})`,
      sql`lower(${members.firstName})`,
      asc(members.id),
    )
    .limit(params.pageSize)
    .offset(offset);
  return { count: total, rows };
}
