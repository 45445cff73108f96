import { protocol, type PGlite } from '@electric-sql/pglite';

/**
 * A gzipped tar of the embedded database's data directory (PGlite's `dumpDataDir`), consistent while
 * requests keep writing:
 * - PGlite runs one statement at a time, but a transaction spans several; holding its transaction mutex
 *   waits for the open transaction to finish and keeps the next one from beginning until the copy is made,
 *   so the copy holds every transaction whole or not at all.
 * - CHECKPOINT first writes the buffer pool's dirty pages to the data files, so the copy opens without
 *   replaying the write-ahead log (it would recover from the log anyway: committed work is in it).
 * - `dumpDataDir` reads the files synchronously under the query mutex: nothing changes them meanwhile.
 * Requests wait for the length of the copy (about a second for a few thousand members, see the README).
 */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Blob> {
  return client._runExclusiveTransaction(async () => {
    // The public query methods would wait for the mutex held here; the protocol call takes none.
    await client.runExclusive(() => client.execProtocol(protocol.serialize.query('CHECKPOINT')));
    return client.dumpDataDir('gzip');
  });
}
