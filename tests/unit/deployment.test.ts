import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { benchNginx } from '../../scripts/nginx-site.mjs'
import { removeNginx, renderNginx, testNginx } from '../helpers/nginx'

// Debian's docker-compose validates and resolves the file the way Docker would read it; no
// container engine is needed for that.
const exec = promisify(execFile)
const SECRETS = {
  PAYLOAD_SECRET: 'rahasia-sesi-uji',
  POSTGRES_PASSWORD: 'rahasia-basis-data-uji',
  MINIO_ROOT_PASSWORD: 'rahasia-minio-uji',
  ADMIN_PASSWORD: 'rahasia-admin-uji',
}

type Service = {
  image?: string
  build?: unknown
  ports?: { published: string | number; target: number }[] | string[]
  environment?: Record<string, string>
  volumes?: { source?: string; target: string; type: string }[] | string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] | string; disable?: boolean }
  profiles?: string[]
}

let dir: string
let envFile: string

async function composeConfig(env: string) {
  await writeFile(envFile, env)
  const { stdout } = await exec('docker-compose', ['--env-file', envFile, 'config'], {
    cwd: process.cwd(),
  })
  return parse(stdout) as { services: Record<string, Service>; volumes: Record<string, unknown> }
}

const exampleWith = (values: Record<string, string>) =>
  readFile('.env.example', 'utf8').then((text) =>
    Object.entries(values).reduce(
      (acc, [key, value]) => acc.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`),
      text,
    ),
  )

const volumeTargets = (s: Service) =>
  (s.volumes ?? []).map((v) =>
    (typeof v === 'string' ? v : `${v.source}:${v.target}`).replace(/:(ro|rw)$/, ''),
  )

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bprs-compose-'))
  envFile = path.join(dir, '.env')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('docker-compose.yml', () => {
  it('wires nginx, two app instances, PostgreSQL, Redis and MinIO from the .env values', async () => {
    const { services, volumes } = await composeConfig(await exampleWith(SECRETS))
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'backup', 'bucket', 'minio', 'nginx', 'postgres', 'redis'].sort(),
    )

    const { nginx, app1, app2, postgres, minio } = services
    expect(nginx.ports).toEqual([expect.objectContaining({ published: 8080, target: 80 })])
    expect(volumeTargets(nginx)).toContain(
      `${path.resolve('deploy/nginx/bprs.conf')}:/etc/nginx/conf.d/default.conf`,
    )
    expect(nginx.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    })

    for (const app of [app1, app2]) {
      expect(app.image).toBe('bprs-website:latest')
      expect(app.ports).toBeUndefined()
      expect(app.environment).toMatchObject({
        DATABASE_URL: `postgres://bprs:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/bprs`,
        REDIS_URL: 'redis://redis:6379/0',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'bprs-media',
        S3_SECRET_ACCESS_KEY: SECRETS.MINIO_ROOT_PASSWORD,
        PAYLOAD_SECRET: SECRETS.PAYLOAD_SECRET,
        ADMIN_PASSWORD: SECRETS.ADMIN_PASSWORD,
        SEED_DEMO: 'false',
      })
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        bucket: { condition: 'service_completed_successfully' },
      })
      expect(JSON.stringify(app.healthcheck?.test)).toContain('/readyz')
    }
    expect(app1).toEqual(app2)

    // Only nginx is reachable from outside; every long-running service reports its health.
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'nginx') expect(service.ports, name).toBeUndefined()
      if (!['bucket', 'backup'].includes(name)) expect(service.healthcheck?.test, name).toBeTruthy()
    }
    expect(volumeTargets(postgres)).toContain('postgres-data:/var/lib/postgresql/data')
    expect(volumeTargets(minio)).toContain('minio-data:/data')
    expect(Object.keys(volumes).sort()).toEqual(['minio-data', 'nginx-cache', 'postgres-data'])
    expect(services.backup.profiles).toEqual(['tools'])
  })

  it('refuses to start without the secrets of .env, and holds none itself', async () => {
    const { PAYLOAD_SECRET: _, ...rest } = SECRETS
    const missing = composeConfig(await exampleWith({ ...rest, PAYLOAD_SECRET: '' }))
    await expect(missing).rejects.toThrow(/set PAYLOAD_SECRET in \.env/)

    const compose = await readFile('docker-compose.yml', 'utf8')
    for (const line of compose.split('\n').filter((l) => /(PASSWORD|SECRET)\w*:/.test(l))) {
      expect(line, line).toMatch(/:\s*\$\{\w+/)
    }
  })
})

describe('the nginx config', () => {
  it('balances the app services of docker-compose.yml and passes nginx -t', async () => {
    const nginxConf = await readFile('deploy/nginx/bprs.conf', 'utf8')
    const upstreams = [...nginxConf.matchAll(/server (app\d+):3000/g)].map((m) => m[1])
    const { services } = await composeConfig(await exampleWith(SECRETS))
    expect(upstreams).toEqual(
      Object.keys(services)
        .filter((s) => /^app\d+$/.test(s))
        .sort(),
    )

    const site = await renderNginx(8129, [3128, 3129])
    try {
      const { stderr } = await testNginx(site)
      expect(stderr).toContain('test is successful')
    } finally {
      await removeNginx(site)
    }
  })
})

describe("the bench's nginx", () => {
  it('is the shipped config itself in front of the bench instance, beside a file server', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'bprs-bench-files-'))
    const site = await benchNginx({ appPort: 3130, proxyPort: 8131, filesPort: 8132, root })
    try {
      const { stderr } = await testNginx(site)
      expect(stderr).toContain('test is successful')
      const shipped = (await readFile('deploy/nginx/bprs.conf', 'utf8')).split('\n')
      const rendered = (await readFile(path.join(site.dir, 'bprs.conf'), 'utf8')).split('\n')
      expect(rendered).toHaveLength(shipped.length)
      // Only the addresses and the folders differ: every directive of the shipped file stays.
      expect(rendered.filter((line, i) => line !== shipped[i]).map((line) => line.trim())).toEqual([
        'server 127.0.0.1:3130 max_fails=1 fail_timeout=10s;',
        'server 127.0.0.1:3130 max_fails=1 fail_timeout=10s;',
        `proxy_cache_path ${path.join(site.dir, 'cache')} levels=1:2 keys_zone=bprs_cache:10m max_size=512m`,
        'listen 127.0.0.1:8131;',
        `access_log ${site.accessLog} bprs;`,
      ])
      // No caching proxy of the bench's own: the main file adds the file server only.
      const main = await readFile(site.config, 'utf8')
      expect(main).not.toMatch(/proxy_(pass|cache)/)
      expect(main).toContain(`include ${path.join(site.dir, 'bprs.conf')};`)
      expect(main).toMatch(/listen 127\.0\.0\.1:8132;\s+root /)
    } finally {
      await removeNginx(site)
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('Dockerfile', () => {
  it('runs the standalone server on Node 24 as an unprivileged user, with a health check', async () => {
    const dockerfile = await readFile('Dockerfile', 'utf8')
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-[\w-]*slim$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m)
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/serve.mjs"\]$/m)
  })
})
