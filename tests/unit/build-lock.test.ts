import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/*
 * The build lock of `npm start` (scripts/build-lock.mjs), between real processes: the builds of
 * two starts at once must not overlap, and a lock left by a builder that died must not block.
 */
const LOCK_MODULE = path.resolve('scripts/build-lock.mjs')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bprs-build-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A start that "builds" (writes begin, waits, writes end) under the lock; resolves on exit. */
function start(name: string): Promise<number | null> {
  const script = `
    import { appendFileSync } from 'node:fs'
    import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)}
    const log = ${JSON.stringify(path.join(dir, 'log'))}
    withBuildLock(${JSON.stringify(path.join(dir, 'lock'))}, () => {
      appendFileSync(log, '${name} begins\\n')
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400)
      appendFileSync(log, '${name} ends\\n')
    })`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script])
  return new Promise((resolve) => child.on('exit', resolve))
}

describe('withBuildLock', () => {
  it('lets two starts at once build one after the other', async () => {
    expect(await Promise.all([start('a'), start('b')])).toEqual([0, 0])
    const steps = readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n')
    expect(steps).toHaveLength(4)
    // Whichever came first finished before the other began.
    expect(steps[0].split(' ')[0]).toBe(steps[1].split(' ')[0])
    expect(steps.map((step) => step.split(' ')[1])).toEqual(['begins', 'ends', 'begins', 'ends'])
    expect(existsSync(path.join(dir, 'lock'))).toBe(false)
  })

  it('takes over a lock whose builder died', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    mkdirSync(path.join(dir, 'lock'))
    writeFileSync(path.join(dir, 'lock', 'pid'), String(gone))
    expect(await start('a')).toBe(0)
    expect(readFileSync(path.join(dir, 'log'), 'utf8')).toBe('a begins\na ends\n')
  })
})
