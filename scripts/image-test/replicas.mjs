// The compose topology with the image itself: two containers (host network) on this machine's
// PostgreSQL and Redis and an S3-protocol server, behind Debian's nginx with the shipped
// deploy/nginx/bprs.conf (its upstreams pointed at the two containers).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { createClient } from 'redis'
import S3rver from 's3rver'

import { removeNginx, renderNginx, startNginx } from '../../tests/helpers/nginx.ts'
import { waitUntil } from './checks.mjs'
import { onCleanup } from './cleanup.mjs'
import { runContainer, waitHealthy } from './docker.mjs'
import { info, step } from './shell.mjs'

export const PORTS = { instances: [3210, 3211], s3: 3220, nginx: 8200 }
export const BUCKETS = { media: 'bprs-media', restore: 'bprs-restore' }
export const ADMIN_PASSWORD = 'rahasia-replika-123'

/** The local PostgreSQL server that DATABASE_URL names; databases are made next to its own. */
export function postgresServer() {
  const url = new URL(process.env.DATABASE_URL ?? '')
  if (!url.protocol.startsWith('postgres') || !['127.0.0.1', 'localhost'].includes(url.hostname)) {
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server on this machine (see docs/running.md).',
    )
  }
  return url
}

async function sql(server, text) {
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

/** A new empty database, dropped at the end; its URL. */
export async function createDatabase(name) {
  const server = postgresServer()
  await sql(server, `CREATE DATABASE ${name}`)
  onCleanup(`database ${name}`, () => sql(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString()
}

async function startS3(dir) {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: Object.values(BUCKETS).map((name) => ({ name, configs: [] })),
  })
  await s3.run()
  onCleanup('the S3 server', () => s3.close())
}

/** This run's Redis keys (under its own prefix) go at the end. */
function forgetRedisKeys(url, prefix) {
  onCleanup(`Redis keys ${prefix}*`, async () => {
    const redis = await createClient({ url }).connect()
    try {
      for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
        if (keys.length > 0) await redis.del(keys)
      }
    } finally {
      await redis.quit()
    }
  })
}

/** `prefix` names its containers and Redis keys, `database` its PostgreSQL database. */
export async function startReplicas(image, prefix, database) {
  step('Two replicas on PostgreSQL, Redis and an S3 server, behind nginx')
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-image-replicas-'))
  onCleanup(dir, () => rm(dir, { recursive: true, force: true }))
  const databaseUrl = await createDatabase(database)
  await startS3(dir)
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  forgetRedisKeys(redisUrl, prefix)
  const url = `http://localhost:${PORTS.nginx}`
  const env = {
    SITE_URL: url,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    S3_BUCKET: BUCKETS.media,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
  }
  const instances = PORTS.instances.map((port, i) => ({
    name: `${prefix}-app${i + 1}`,
    url: `http://127.0.0.1:${port}`,
  }))
  // Both start together, as compose starts them; the migrations run in one at a time.
  for (const [i, instance] of instances.entries()) {
    await runContainer(instance.name, image, { env: { ...env, PORT: PORTS.instances[i] } })
  }
  for (const instance of instances) {
    info(`${instance.name} healthy after ${await waitHealthy(instance.name)} s`)
    await waitUntil(
      () =>
        fetch(`${instance.url}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      120,
      `${instance.name} to be ready`,
    )
  }

  const site = await renderNginx(PORTS.nginx, PORTS.instances)
  const nginx = startNginx(site)
  onCleanup('nginx', async () => {
    nginx.kill('SIGQUIT')
    await removeNginx(site)
  })
  await waitUntil(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    20,
    'nginx to answer',
  )
  info(`nginx on ${url} in front of ${PORTS.instances.join(' and ')}`)
  return { url, instances, env, databaseUrl }
}
