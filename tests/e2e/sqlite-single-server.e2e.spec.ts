import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { spawnStandalone } from '../../scripts/standalone-server.mjs'

import { ADMIN, expect, test } from './fixtures'

/*
 * Two production servers started at once on one new SQLite file, as two `npm start` on one
 * checkout (or two containers on one volume) would: one migrates, seeds and serves; the other stops
 * with a clear message instead of racing it through the first migrations.
 */
const PORTS = [Number(process.env.E2E_PORT ?? 3100) + 6, Number(process.env.E2E_PORT ?? 3100) + 7]
const dir = mkdtempSync(path.join(tmpdir(), 'bprs-sqlite-two-'))

type Server = { port: number; process: ChildProcess; output: string; exit: Promise<number | null> }
const servers: Server[] = []

function startServer(port: number): Server {
  const child = spawnStandalone(
    port,
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SQLITE_PATH: path.join(dir, 'bprs.db'),
      MEDIA_DIR: path.join(dir, 'media'),
      SITE_URL: `http://127.0.0.1:${port}`,
      PAYLOAD_SECRET: 'sqlite-two-secret-not-for-production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
    },
    { detached: true, stdio: 'pipe' },
  )
  const server: Server = {
    port,
    process: child,
    output: '',
    exit: new Promise((resolve) => child.on('exit', resolve)),
  }
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => (server.output += chunk.toString()))
  }
  servers.push(server)
  return server
}

test.describe('one SQLite file @desktop-only', () => {
  test.describe.configure({ timeout: 180_000 })

  test.afterAll(() => {
    for (const server of servers) {
      try {
        process.kill(-server.process.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true })
  })

  test('of two servers started at once, one serves and the other stops and says why', async () => {
    const [a, b] = PORTS.map(startServer)
    // Both are asked at once: Payload starts (migrations, seed) on a server's first request.
    const ready = async (server: Server) => {
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${server.port}/readyz`).catch(() => undefined)
        if (res?.ok) return server
        if (server.process.exitCode !== null) return undefined
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    const results = await Promise.all([ready(a), ready(b)])
    const serving = results.filter((server) => server !== undefined)
    expect(serving).toHaveLength(1)
    const stopped = serving[0] === a ? b : a
    expect(await stopped.exit).toBe(1)
    expect(stopped.output).toContain(
      `File basis data SQLite ${path.join(dir, 'bprs.db')} sedang dipakai server lain.`,
    )
    // The one left has the whole site: the demo content and a working administrator login.
    const base = `http://127.0.0.1:${serving[0]!.port}`
    expect(
      ((await (await fetch(`${base}/api/produk`)).json()) as unknown[]).length,
    ).toBeGreaterThan(0)
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
  })
})
