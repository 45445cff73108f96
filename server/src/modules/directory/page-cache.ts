import type { Db } from '../../db/client';
import { serializedBody, type SerializedBody } from '../../lib/serialized';
import type { MemberRow } from '../members/dto';
import { membersVersion } from '../members/member-cache';
import type { SearchParams } from './search-params';

export interface DirectoryPage {
  count: number;
  rows: MemberRow[];
}

/** A page as cached: its rows, and its response bodies already serialized, by kind of viewer (see `cachedBody`). */
export interface CachedDirectoryPage extends DirectoryPage {
  bodies: Map<string, SerializedBody>;
}

interface VersionedPages {
  version: number;
  pages: Map<string, CachedDirectoryPage>;
}

/** Pages of the last few hundred searches: the popular ones (the plain listing, common names) repeat. */
const MAX_PAGES = 500;
/** One cache per database: tests run several apps, each on its own database, in one process. */
const cachesByDb = new WeakMap<Db, VersionedPages>();

/**
 * A directory page as `load` gives it, answered from memory while no statement has changed `members` since
 * (the `directory_version` row a trigger bumps in the changing transaction). The version is read before the
 * page, so a page loaded under a version is never older than it: an edit is never served stale, also when
 * another process made it. `scope` (the request) reads the version once per request (membersVersion).
 */
export async function cachedPage(db: Db, scope: object, params: SearchParams, load: () => Promise<DirectoryPage>): Promise<CachedDirectoryPage> {
  const version = await membersVersion(db, scope);
  let cache = cachesByDb.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, pages: new Map() };
    cachesByDb.set(db, cache);
  }
  const key = `${params.pageSize}|${params.page}|${params.q}`;
  const hit = cache.pages.get(key);
  if (hit) return hit;
  const page = { ...(await load()), bodies: new Map<string, SerializedBody>() };
  if (cache.pages.size >= MAX_PAGES) cache.pages.delete(cache.pages.keys().next().value as string);
  cache.pages.set(key, page);
  return page;
}

/**
 * The response body of a cached page, serialized (and compressed, see sendSerialized) once per kind of viewer:
 * what a member sees depends only on whether they are an admin or on the page themself (private links,
 * toMemberDto). A viewer on the page gets theirs serialized anew (one page of many). The body lives as long
 * as the page, so it is never staler than it.
 */
export function cachedBody(page: CachedDirectoryPage, viewer: { id: number; isAdmin: boolean }, serialize: () => string): SerializedBody {
  const kind = viewer.isAdmin ? 'admin' : page.rows.some((row) => row.id === viewer.id) ? null : 'member';
  if (kind === null) return serializedBody(serialize());
  let body = page.bodies.get(kind);
  if (body === undefined) {
    body = serializedBody(serialize());
    page.bodies.set(kind, body);
  }
  return body;
}
