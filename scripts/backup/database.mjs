// The installation's database, as backup and restore see it: a consistent copy out, a copy
// back in, and whether it already holds anything.
import { execFile } from 'node:child_process'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs a PostgreSQL client tool; its own message becomes the error when it fails. */
async function pgTool(tool, args) {
  try {
    return (await run(tool, args, { maxBuffer: 64 * 1024 * 1024 })).stdout
  } catch (error) {
    throw new Error(`${tool} gagal: ${(error.stderr || error.message).trim()}`)
  }
}

function sqlite(file) {
  return {
    kind: 'sqlite',
    fileName: 'database.sqlite',
    async isEmpty() {
      if (!existsSync(file)) return true
      const db = new DatabaseSync(file, { readOnly: true })
      try {
        const { n } = db
          .prepare(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          )
          .get()
        return n === 0
      } finally {
        db.close()
      }
    },
    // SQLite's online backup: a consistent copy while the site keeps serving and writing.
    async dump(target) {
      const db = new DatabaseSync(file, { readOnly: true })
      try {
        await backup(db, target)
      } finally {
        db.close()
      }
    },
    // Onto a new machine too, where the database's folder does not exist yet.
    async restore(source) {
      const partial = `${file}.restoring`
      await mkdir(path.dirname(file), { recursive: true })
      await copyFile(source, partial)
      await Promise.all(['-wal', '-shm'].map((s) => rm(`${file}${s}`, { force: true })))
      await rename(partial, file)
    },
  }
}

function postgres(url) {
  return {
    kind: 'postgres',
    fileName: 'database.pgdump',
    async isEmpty() {
      const out = await pgTool('psql', [
        '--no-psqlrc',
        '-tA',
        `--dbname=${url}`,
        '-c',
        "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      ])
      return Number(out.trim()) === 0
    },
    // pg_dump reads inside one snapshot, so the copy is consistent while the site runs.
    async dump(target) {
      await pgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${target}`,
        `--dbname=${url}`,
      ])
    },
    async restore(source, { replace }) {
      if (replace) {
        await pgTool('psql', [
          '--no-psqlrc',
          '-v',
          'ON_ERROR_STOP=1',
          `--dbname=${url}`,
          '-c',
          'DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
        ])
      }
      await pgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        source,
      ])
    },
  }
}

/** The database this installation is configured for (the same variables as the app). */
export function configuredDatabase(env = process.env) {
  const url = env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) return postgres(url)
  return sqlite(path.resolve(env.SQLITE_PATH || 'data/bprs.db'))
}
