/**
 * The contrib extensions every PGlite of this app loads: the migrations create them (btree_gist for the
 * appointments' exclusion constraints, pg_trgm for the case search's index, decision 088), so a PGlite opened
 * without one could not use an index the data folder already holds. One list for the server, the tests' template
 * and the backup's copies.
 */
export async function pgliteExtensions() {
  const [{ btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return { btree_gist, pg_trgm };
}
