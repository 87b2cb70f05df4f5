import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export const sqliteInUse = (file: string, pid: number) =>
  `File basis data SQLite ${file} sedang dipakai server lain (proses ${pid}). Satu file SQLite ` +
  'hanya untuk satu proses server: hentikan server itu dahulu, atau pakai PostgreSQL ' +
  '(DATABASE_URL) untuk beberapa instance.'

/**
 * Makes this process the only server of a SQLite file, for as long as it runs. Two servers on
 * one file would race through the first migrations and then write past each other's caches and
 * locks, so a second one is refused with a clear message. The claim is a `<file>.pid` beside the
 * database; one left by a process that is gone is taken over.
 */
export function claimSqliteFile(file: string): void {
  const claim = `${file}.pid`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(claim, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      process.once('exit', () => {
        try {
          if (readFileSync(claim, 'utf8') === String(process.pid)) unlinkSync(claim)
        } catch {
          // already gone
        }
      })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(readFileSync(claim, 'utf8'))
    if (owner === process.pid) return
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(sqliteInUse(file, owner))
    }
    unlinkSync(claim)
  }
  throw new Error(sqliteInUse(file, Number.NaN))
}
