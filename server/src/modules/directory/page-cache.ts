import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { directoryVersion } from '../../db/schema';
import type { MemberRow } from '../members/dto';
import type { SearchParams } from './search-params';

export interface DirectoryPage {
  count: number;
  rows: MemberRow[];
}

interface VersionedPages {
  version: number;
  pages: Map<string, DirectoryPage>;
}

/** Pages of the last few hundred searches: the popular ones (the plain listing, common names) repeat. */
const MAX_PAGES = 500;
/** One cache per database: tests run several apps, each on its own database, in one process. */
const cachesByDb = new WeakMap<DbOrTx, VersionedPages>();

/**
 * A directory page as `load` gives it, answered from memory while no statement has changed `members` since
 * (the `directory_version` row a trigger bumps in the changing transaction). The version is read before the
 * page, so a page loaded under a version is never older than it: an edit is never served stale, also when
 * another process made it.
 */
export async function cachedPage(db: DbOrTx, params: SearchParams, load: () => Promise<DirectoryPage>): Promise<DirectoryPage> {
  const [row] = await db.select({ version: directoryVersion.version }).from(directoryVersion).where(eq(directoryVersion.id, 1));
  const version = row?.version ?? -1;
  let cache = cachesByDb.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, pages: new Map() };
    cachesByDb.set(db, cache);
  }
  const key = `${params.pageSize}|${params.page}|${params.q}`;
  const hit = cache.pages.get(key);
  if (hit) return hit;
  const page = await load();
  if (cache.pages.size >= MAX_PAGES) cache.pages.delete(cache.pages.keys().next().value as string);
  cache.pages.set(key, page);
  return page;
}
