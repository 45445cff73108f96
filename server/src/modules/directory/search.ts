import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from '../members/dto';
import type { SearchParams } from './search-params';

/** LIKE treats % and _ as wildcards and \ as the escape character; a search for "100%" means the text. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const byName = [sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.id)];

/**
 * Verified members whose username, first name, last name, "first last" or major contains the query,
 * ignoring case. `search_text` is those fields lower-cased by the database in one generated column with a
 * trigram index; the query is lower-cased by the same lower(), so a plain LIKE (which the index serves like
 * ILIKE, and which is several times cheaper per row) is enough.
 *
 * Order: members with a word starting with the query first ("an" finds Anna before Dan), then by last name,
 * first name and id, so pages are stable. One scan gives both the page and the total (a window count);
 * only a page past the end needs a second query for the total.
 */
export async function searchMembers(db: DbOrTx, params: SearchParams): Promise<{ count: number; rows: MemberRow[] }> {
  if (!params.q) return listMembers(db, params);
  const escaped = escapeLike(params.q);
  const where = and(eq(members.isVerified, true), sql`${members.searchText} like lower(${`%${escaped}%`})`);
  const wordStartsWithQuery = sql`(' ' || ${members.searchText}) like lower(${`% ${escaped}%`})`;
  const found = await db
    .select({ member: members, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(members)
    .where(where)
    .orderBy(sql`${wordStartsWithQuery} desc`, ...byName)
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  if (found.length > 0) return { count: found[0].total, rows: found.map((row) => row.member) };
  if (params.page === 1) return { count: 0, rows: [] };
  const [{ total }] = await db.select({ total: count() }).from(members).where(where);
  return { count: total, rows: [] };
}

/**
 * The whole directory, no search text: the most common request. The page comes straight off
 * `members_directory_order_idx` and the total from a separate count, so neither sorts every member
 * (a window count would make the database read and sort all of them for every page).
 */
async function listMembers(db: DbOrTx, params: SearchParams): Promise<{ count: number; rows: MemberRow[] }> {
  const verified = eq(members.isVerified, true);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(members).where(verified).orderBy(...byName).limit(params.pageSize).offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(members).where(verified),
  ]);
  return { count: total, rows };
}
