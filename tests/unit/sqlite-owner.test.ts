import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { claimSqliteFile } from '@/seed/sqlite-owner'

let dir: string
let db: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bprs-owner-'))
  db = path.join(dir, 'bprs.db')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('claimSqliteFile', () => {
  it('makes this process the owner, and lets it claim again', () => {
    claimSqliteFile(db)
    expect(readFileSync(`${db}.pid`, 'utf8')).toBe(String(process.pid))
    expect(() => claimSqliteFile(db)).not.toThrow()
  })

  it('refuses a file another running server holds, with a clear message', () => {
    // The test runner's parent is alive for as long as this test runs.
    writeFileSync(`${db}.pid`, String(process.ppid))
    expect(() => claimSqliteFile(db)).toThrow(
      `File basis data SQLite ${db} sedang dipakai server lain (proses ${process.ppid}).`,
    )
    expect(readFileSync(`${db}.pid`, 'utf8')).toBe(String(process.ppid))
  })

  it('takes over a claim left by a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(`${db}.pid`, String(gone))
    claimSqliteFile(db)
    expect(readFileSync(`${db}.pid`, 'utf8')).toBe(String(process.pid))
  })

  it('leaves no claim behind when the process ends', () => {
    const script = `import('${path.resolve('src/seed/sqlite-owner.ts')}').then((m) => m.claimSqliteFile(${JSON.stringify(db)}))`
    const child = spawnSync(process.execPath, ['--experimental-strip-types', '-e', script])
    expect(child.status, child.stderr.toString()).toBe(0)
    expect(existsSync(`${db}.pid`)).toBe(false)
  })
})
