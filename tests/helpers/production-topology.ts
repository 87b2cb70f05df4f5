import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import S3rver from 's3rver'

import { type NginxSite, removeNginx, renderNginx, startNginx } from './nginx'

/**
 * docker-compose.yml as native processes: two standalone app instances (each in its own copy of
 * the build, as each container has its own filesystem) on one PostgreSQL database, Redis and an
 * S3-protocol server, behind Debian's nginx with deploy/nginx/bprs.conf.
 */
export type Topology = {
  url: string
  instances: { port: number; process: ChildProcess }[]
  nginx: NginxSite
  databaseUrl: string
  stop: () => Promise<void>
}

export const ADMIN_PASSWORD = 'rahasia-topologi-123'

const waitFor = async (url: string, seconds: number) => {
  for (let i = 0; i < seconds * 2; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} not ready after ${seconds} s`)
}

export async function startTopology(ports: {
  nginx: number
  instances: [number, number]
  s3: number
}): Promise<Topology> {
  const base = new URL(process.env.DATABASE_URL ?? '')
  if (
    !base.protocol.startsWith('postgres') ||
    !['127.0.0.1', 'localhost'].includes(base.hostname)
  ) {
    throw new Error('The production topology test needs DATABASE_URL on a local PostgreSQL server')
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-topologi-'))
  const stoppers: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })]
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined)
  }
  try {
    const name = `bprs_topology_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: base.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    stoppers.push(async () => {
      const c = new pg.Client({ connectionString: base.toString() })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    })
    const databaseUrl = Object.assign(new URL(base), { pathname: `/${name}` }).toString()

    const s3 = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'bprs-media', configs: [] }],
    })
    await s3.run()
    stoppers.push(() => s3.close())

    const url = `http://localhost:${ports.nginx}`
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production' as const,
      NEXT_TELEMETRY_DISABLED: '1',
      // As in the image: Next's standalone server proxies its own rewrites (src/proxy.ts) to
      // itself as an outside URL when bound to one specific address.
      HOSTNAME: '0.0.0.0',
      KEEP_ALIVE_TIMEOUT: '65000',
      SITE_URL: url,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      // The Redis server is shared: this run's keys stay apart from everyone else's.
      REDIS_KEY_PREFIX: name,
      S3_BUCKET: 'bprs-media',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
    }
    const instances = []
    for (const port of ports.instances) {
      // What the Dockerfile copies into the image.
      const root = path.join(dir, `app-${port}`)
      await cp('.next/standalone', root, { recursive: true })
      await cp('.next/static', path.join(root, '.next/static'), { recursive: true })
      await cp('public', path.join(root, 'public'), { recursive: true })
      await cp('scripts/serve.mjs', path.join(root, 'scripts/serve.mjs'))
      const child = spawn(process.execPath, ['scripts/serve.mjs'], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: 'inherit',
      })
      stoppers.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      })
      instances.push({ port, process: child })
    }
    // Both start together and run their migrations one after the other (advisory lock).
    await Promise.all(ports.instances.map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, 180)))

    const nginx = await renderNginx(ports.nginx, ports.instances)
    const proxy = startNginx(nginx)
    stoppers.push(async () => {
      proxy.kill('SIGQUIT')
      await removeNginx(nginx)
    })
    await waitFor(`${url}/healthz`, 20)
    return { url, instances, nginx, databaseUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
