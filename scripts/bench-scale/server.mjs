// One production server of the bench on a throw-away database, and the figures read off it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { spawnStandalone } from '../standalone-server.mjs'

export const ADMIN = { username: 'admin', password: 'bench-scale-rahasia-123' }

/** A fresh database of the adapter: a SQLite file or a new PostgreSQL database. */
export async function freshDatabase(adapter, name) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bprs-scale-'))
  if (adapter === 'sqlite') {
    return {
      dir,
      target: { sqlitePath: path.join(dir, 'bench.db') },
      env: { DATABASE_URL: '', SQLITE_PATH: path.join(dir, 'bench.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    dir,
    target: { databaseUrl: url.href },
    env: { DATABASE_URL: url.href, MEDIA_SHARED: 'true' },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const running = new Set()
// A bench that stops half-way (an error, Ctrl-C) leaves no server behind.
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})
process.on('SIGINT', () => process.exit(130))

/** The standalone server of the current build on `database`, seeded with the demo content. */
export async function startServer(database, port) {
  const busy = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`Port ${port} is taken; set BENCH_PORT to a free one`)
  const child = spawnStandalone(
    port,
    {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: '',
      MEDIA_DIR: path.join(database.dir, 'media'),
      SITE_URL: `http://127.0.0.1:${port}`,
      PAYLOAD_SECRET: 'bench-scale-secret-not-for-production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
    },
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) {
      running.add(child.pid)
      return { base, pid: child.pid, stop: () => stopGroup(child.pid) }
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stopGroup(child.pid)
  throw new Error('The bench server did not become ready')
}

async function stopGroup(pid) {
  running.delete(pid)
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return
  }
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('ps', ['-o', 'pid=', '-g', String(pid)], { encoding: 'utf8' }).stdout.trim() === ''
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // gone
  }
}

/**
 * Resident memory of the server's whole process group, in MB: all of it, and the part that is the
 * processes' own (anonymous: heaps, buffers), without the pages of files they map (SQLite may map
 * its database file; those pages belong to the file and the kernel drops them at will).
 */
export function rssMb(pid) {
  const pids = spawnSync('ps', ['-o', 'pid=', '-g', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  let total = 0
  let anonymous = 0
  for (const child of pids) {
    try {
      const status = readFileSync(`/proc/${child}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      anonymous += Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return { total: total / 1024, anonymous: anonymous / 1024 }
}
