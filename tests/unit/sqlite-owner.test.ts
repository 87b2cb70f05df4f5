import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { claimSqliteFile, sqliteInUse } from '@/seed/sqlite-owner'

let dir: string
let db: string
let holder: ChildProcess | undefined
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bprs-owner-'))
  db = path.join(dir, 'bprs.db')
})
afterEach(() => {
  holder?.kill('SIGKILL')
  holder = undefined
  rmSync(dir, { recursive: true, force: true })
})

/** Another server process that claims `file` and keeps running; resolves once it holds it. */
function otherServer(file: string): Promise<ChildProcess> {
  const owner = path.resolve('src/seed/sqlite-owner.ts')
  const script = `import(${JSON.stringify(owner)}).then(async (m) => {
    await m.claimSqliteFile(${JSON.stringify(file)})
    console.log('held')
    setInterval(() => {}, 1000)
  })`
  const child = spawn(process.execPath, ['--experimental-strip-types', '-e', script])
  holder = child
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => resolve(child))
    child.on('exit', (code) => reject(new Error(`the other server ended (${code})`)))
  })
}

describe('claimSqliteFile', () => {
  it('makes this process the owner, and lets it claim again', async () => {
    await claimSqliteFile(db)
    expect(existsSync(`${db}.lock`)).toBe(true)
    await expect(claimSqliteFile(db)).resolves.toBeUndefined()
  })

  it('refuses a file another running server holds, with a clear message', async () => {
    await otherServer(db)
    await expect(claimSqliteFile(db)).rejects.toThrow(sqliteInUse(db))
    expect(sqliteInUse(db)).toBe(
      `File basis data SQLite ${db} sedang dipakai server lain. Satu file SQLite hanya untuk satu ` +
        'proses server: hentikan server itu dahulu, atau pakai PostgreSQL (DATABASE_URL) untuk ' +
        'beberapa instance.',
    )
  })

  it('takes the file over once that server is gone, even killed with SIGKILL', async () => {
    const other = await otherServer(db)
    const gone = new Promise((resolve) => other.on('exit', resolve))
    other.kill('SIGKILL')
    await gone
    await expect(claimSqliteFile(db)).resolves.toBeUndefined()
  })
})
