import { type Client, createClient } from '@libsql/client'

export const sqliteInUse = (file: string) =>
  `File basis data SQLite ${file} sedang dipakai server lain. Satu file SQLite hanya untuk satu ` +
  'proses server: hentikan server itu dahulu, atau pakai PostgreSQL (DATABASE_URL) untuk ' +
  'beberapa instance.'

// The lock's connection stays open for the life of the process; on globalThis, as Next may load
// this module more than once.
const shared = globalThis as { bprsSqliteClaims?: Map<string, Client> }
const claims = (shared.bprsSqliteClaims ??= new Map())

/**
 * Makes this process the only server of a SQLite file, for as long as it runs. Two servers on
 * one file would race through the first migrations and then write past each other's caches and
 * locks, so a second one is refused with a clear message.
 *
 * The claim is an exclusive lock on `<file>.lock`, a small SQLite file beside the database. The
 * operating system holds it for this process and drops it when the process ends, however it ends
 * (kill -9 included), so nothing stale is left to clear; and process ids play no part, which
 * matters where every container's server is process 1 on one shared volume.
 */
export async function claimSqliteFile(file: string): Promise<void> {
  if (claims.has(file)) return
  const lock = createClient({ url: `file:${file}.lock` })
  try {
    await lock.execute('PRAGMA busy_timeout = 0')
    await lock.execute('PRAGMA locking_mode = EXCLUSIVE')
    await lock.execute('BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new Error(sqliteInUse(file))
    throw error
  }
  claims.set(file, lock)
}
