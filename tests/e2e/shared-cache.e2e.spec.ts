import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { createClient } from 'redis'

import { spawnStandalone } from '../../scripts/standalone-server.mjs'

import { fixtureBuffer } from './admin-helpers'
import { ADMIN, expect, test } from './fixtures'

/*
 * Two production instances of this build on one PostgreSQL database and one Redis cache (the
 * topology of several instances behind a load balancer). A publish through one is visible through
 * the other as soon as the publishing call has answered: the pages, lists and feeds of both come
 * from the one shared cache, and the publish expires it before it answers.
 */
const BASE_DB = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PORTS = [Number(process.env.E2E_PORT ?? 3100) + 4, Number(process.env.E2E_PORT ?? 3100) + 5]
const run = randomBytes(4).toString('hex')
const database = `bprs_e2e_cache_${run}`
const keyPrefix = `bprs-e2e-${run}`
const dir = mkdtempSync(path.join(tmpdir(), 'bprs-cache-'))
const servers: ChildProcess[] = []
const [one, two] = PORTS.map((port) => `http://127.0.0.1:${port}`)

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: BASE_DB })
  await client.connect()
  await client.query(sql)
  await client.end()
}

function startInstance(port: number) {
  const url = new URL(BASE_DB)
  url.pathname = `/${database}`
  const server = spawnStandalone(
    port,
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      MEDIA_DIR: path.join(dir, 'media'),
      MEDIA_SHARED: 'true',
      SITE_URL: `http://127.0.0.1:${port}`,
      PAYLOAD_SECRET: 'shared-cache-secret-not-for-production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
    },
    { detached: true, stdio: 'ignore' },
  )
  servers.push(server)
}

async function waitReady(base: string) {
  await expect(async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
  }).toPass({ timeout: 120_000, intervals: [500] })
}

const text = async (url: string) => (await fetch(url)).text()

test.describe('several instances @desktop-only', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    await admin(`CREATE DATABASE ${database}`)
    // One at a time: the first migrates and seeds, the second finds it done.
    startInstance(PORTS[0])
    await waitReady(one)
    startInstance(PORTS[1])
    await waitReady(two)
  })

  test.afterAll(async () => {
    for (const server of servers) {
      try {
        process.kill(-server.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 500 })) {
      if (keys.length) await redis.del(keys)
    }
    await redis.quit()
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    rmSync(dir, { recursive: true, force: true })
  })

  test('a publish through one instance shows at once on the other', async () => {
    // Fill the other instance's view of everything the new item will appear on.
    const list = await text(`${two}/news`)
    // A second visit comes from memory (src/lib/recent-answers.ts): the publish must end that too.
    const again = await fetch(`${two}/news`)
    expect(again.headers.get('x-bprs-cache')).toBe('HIT')
    const before = {
      list,
      api: await text(`${two}/api/news`),
      rss: await text(`${two}/news/rss.xml`),
      sitemap: await text(`${two}/sitemap.xml`),
    }

    const login = await fetch(`${one}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const judul = `Kabar bersama ${run}`
    const form = new FormData()
    for (const [key, value] of Object.entries({
      judul,
      kategori: 'Pengumuman',
      kutipan: 'Satu cache untuk semua server.',
      isisatu: 'Paragraf pertama.',
      isidua: 'Paragraf kedua.',
      dibuatPada: new Date().toISOString().slice(0, 10),
    })) {
      form.set(key, value)
    }
    const image = new Blob([fixtureBuffer('sample.jpg')], { type: 'image/jpeg' })
    form.set('thumbnail', image, 'sample.jpg')
    const created = await fetch(`${one}/api/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const news = (await created.json()) as { _id: string; slug: string }

    // No waiting: the publish has expired the shared cache before it answered.
    for (const before_ of Object.values(before)) expect(before_).not.toContain(judul)
    expect(await text(`${two}/news`)).toContain(judul)
    expect(await text(`${two}/api/news`)).toContain(judul)
    expect(await text(`${two}/news/rss.xml`)).toContain(judul)
    expect(await text(`${two}/sitemap.xml`)).toContain(`/news/${news.slug}`)
    const article = await fetch(`${two}/news/${news.slug}`)
    expect(article.status).toBe(200)
    expect(await article.text()).toContain(judul)
    // The newest items are the footer's pool on every page.
    expect(await text(`${two}/laporan-publikasi`)).toContain(`/news/${news.slug}`)

    const removed = await fetch(`${two}/api/news/${news._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(removed.status).toBe(200)
    expect(await text(`${one}/news`)).not.toContain(judul)
    expect(await text(`${one}/api/news`)).not.toContain(judul)
    expect((await fetch(`${one}/news/${news.slug}`)).status).toBe(404)
  })
})
