/** A tar archive's block: every header is one, and every entry's data fills whole ones. */
export const TAR_BLOCK = 512;

/** An entry of a ustar archive: its path (with the header's prefix), its type flag ('5' a directory, '0' or '' a file) and its bytes. */
export interface TarEntry {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * The entries of a ustar archive such as PGlite's `dumpDataDir` and `dumpEmbeddedDatabase` write, read from their
 * 512-byte headers; stops at the end marker or at a header it cannot read. `data` is a view into `tar`, not a copy.
 */
export function readTarEntries(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + TAR_BLOCK <= tar.length; ) {
    const field = (start: number, length: number) => tar.toString('latin1', offset + start, offset + start + length).replace(/\0[^]*$/, '').trim();
    const base = field(0, 100);
    const size = parseInt(field(124, 12) || '0', 8);
    if (!base || Number.isNaN(size)) break;
    // A longer path's leading part: the prefix at 345, 131 bytes as PGlite's tar writer (tinytar) keeps it.
    const prefix = field(345, 131);
    const start = offset + TAR_BLOCK;
    entries.push({ name: prefix ? `${prefix}/${base}` : base, type: field(156, 1), data: tar.subarray(start, start + size) });
    offset = start + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  return entries;
}
