import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, globSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * A throw-away PostgreSQL cluster of the test's own, so a test may freeze, stop and kill it:
 * the shared server on 5432 is never touched. PostgreSQL refuses to run as root, so it runs as
 * the `postgres` account that Debian's package creates.
 */
export function privatePostgres(port: number) {
  const bin = globSync('/usr/lib/postgresql/*/bin')[0]
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql')
  const dir = mkdtempSync(path.join(tmpdir(), 'bprs-pg-'))
  chmodSync(dir, 0o700)
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
  chownSync(dir, uid, gid)
  const asPostgres = { uid, gid }
  execFileSync(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '-A', 'trust'], {
    ...asPostgres,
    stdio: 'ignore',
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let server: ChildProcess | undefined

  const ready = async () => {
    // Crash recovery replays the WAL first; on a busy machine that takes a while.
    for (let i = 0; i < 600; i++) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    throw new Error('private PostgreSQL did not start')
  }

  // The postmaster and its backends: each backend starts its own session, so no process group
  // holds them all; they are the postmaster's children.
  const processes = () => {
    const pid = server!.pid!
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
    return [pid, ...children]
  }
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name)
      } catch {
        // a backend that ended in the meantime
      }
    }
  }

  return {
    url,
    async start() {
      server = spawn(
        path.join(bin, 'postgres'),
        ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
        { ...asPostgres, stdio: 'ignore' },
      )
      await ready()
    },
    /** SIGSTOP of the postmaster and every backend: connections open, nothing answers. */
    freeze: () => signal(processes(), 'SIGSTOP'),
    thaw: () => signal(processes().reverse(), 'SIGCONT'),
    /** kill -9 of the whole cluster: no shutdown, as when the machine loses power. */
    async crash() {
      const pids = processes()
      const exited = new Promise((r) => server!.once('exit', r))
      signal(pids, 'SIGKILL')
      await exited
      // A restart refuses to run while a dead backend still holds the shared memory.
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0)
          return true
        } catch {
          return false
        }
      }
      while (pids.some(alive)) await new Promise((r) => setTimeout(r, 50))
    },
    async destroy() {
      if (server && server.exitCode === null && server.signalCode === null) {
        signal(processes(), 'SIGCONT')
        await this.crash()
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
