// One build at a time in a checkout (scripts/start.mjs): two `npm start` at once would both run
// `next build` into one .next folder, and Next stops the second ("Another next build process is
// already running"). The lock is a directory, which only one process can create; it holds the
// builder's pid, so a lock whose builder died is taken over.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

function alive(pid) {
  try {
    return pid > 0 && process.kill(pid, 0)
  } catch (error) {
    return error.code === 'EPERM'
  }
}

function take(lock) {
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(`${lock}/pid`, String(process.pid))
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const owner = Number(existsSync(`${lock}/pid`) ? readFileSync(`${lock}/pid`, 'utf8') : 0)
    // A fresh lock may not hold its pid yet: wait for it rather than take it.
    if (owner > 0 && !alive(owner)) rmSync(lock, { recursive: true, force: true })
    else pause(1000)
  }
}

/** Runs `work` (synchronous) while this process holds `lock`, waiting for it as long as needed. */
export function withBuildLock(lock, work) {
  take(lock)
  try {
    return work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
