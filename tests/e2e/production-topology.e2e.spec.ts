import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import { fixture, fixtureBuffer, type NewsJson, unique } from './admin-helpers'
import { ADMIN_PASSWORD, startTopology, type Topology } from '../helpers/production-topology'

// The compose topology run natively: nginx on 8120 → two instances on 3120/3121 → PostgreSQL,
// Redis, an S3-protocol server on 3122. Everything here goes through nginx, as a visitor would.
const PORTS = { nginx: 8120, instances: [3120, 3121] as [number, number], s3: 3122 }

let topology: Topology
const run = unique()

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  topology = await startTopology(PORTS)
})
test.afterAll(async () => {
  await topology?.stop()
})

/** The instance (port) nginx sent each logged request to, newest last. */
async function upstreamsOf(pattern: RegExp): Promise<number[]> {
  const log = await readFile(topology.nginx.accessLog, 'utf8')
  return log
    .split('\n')
    .filter((line) => pattern.test(line))
    .map((line) => {
      // After fail_timeout nginx tries a dead instance again and logs "dead, survivor": the last
      // address is the one that answered.
      const tried = / upstream=(.*?) upstream_status=/.exec(line)?.[1] ?? ''
      return Number(/:(\d+)$/.exec(tried)?.[1])
    })
}

/** Every answer the page receives; none may be a server error. */
function watchStatuses(page: Page) {
  const failures: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`)
  })
  return failures
}

async function addNews(page: Page, judul: string) {
  await page.goto(`${topology.url}/admin/news/tambah`)
  await page.getByLabel('Judul', { exact: true }).fill(judul)
  await page.getByLabel('Kategori').selectOption('Pengumuman')
  await page.getByLabel('Dibuat Pada').fill('2026-05-04')
  await page.getByLabel('Isi Bagian Pertama').fill('Kantor layanan kami kini melayani dua shift.')
  await page.getByLabel('Isi Bagian Kedua').fill('Terima kasih atas kepercayaan Anda.')
  await page.getByLabel('Thumbnail').setInputFiles(fixture('sample.jpg'))
  await page.getByRole('button', { name: 'Simpan News' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Berita berhasil ditambahkan!')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await page.waitForURL('**/admin/news')
}

async function findNews(page: Page, judul: string): Promise<NewsJson | undefined> {
  const response = await page.request.get(`${topology.url}/api/news`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as NewsJson[]).find((n) => n.judul === judul)
}

test('a news item published through one instance is served by the other, image and all @desktop-only', async ({
  page,
}) => {
  const failures = watchStatuses(page)
  const judul = `Berita Topologi ${run}`
  // Both instances have rendered the news list before the publish, so each holds it in its cache.
  for (const port of PORTS.instances) {
    const before = await page.request.get(`http://127.0.0.1:${port}/news`)
    expect(before.status()).toBe(200)
    expect(await before.text()).not.toContain(judul)
  }

  await page.goto(`${topology.url}/admin`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin/dashboard')
  await addNews(page, judul)

  const [publisher] = (await upstreamsOf(/"POST \/api\/news /)).slice(-1)
  expect(PORTS.instances).toContain(publisher)
  const other = PORTS.instances.find((p) => p !== publisher)!

  // The other instance's list shows it at once: the publish expired the shared cache (Redis)
  // before it answered.
  const otherList = await page.request.get(`http://127.0.0.1:${other}/news`)
  expect(await otherList.text(), 'list of the other instance').toContain(judul)

  // Through nginx: the article, until nginx has sent one request for it to the other instance.
  // Asked alone, not by the browser, whose images and scripts would also take turns on the
  // instances and could leave every article request on the same one.
  const news = (await findNews(page, judul))!
  let servedByOther = ''
  for (let i = 0; i < 4 && !servedByOther; i++) {
    const url = `${topology.url}/news/${news.slug}?kunjungan=${i}`
    const article = await page.request.get(url)
    expect(await article.text()).toContain(judul)
    const [last] = (
      await upstreamsOf(new RegExp(`GET /news/${news.slug}\\?kunjungan=${i} `))
    ).slice(-1)
    if (last === other) servedByOther = url
  }
  expect(servedByOther).not.toBe('')
  // That render, now in nginx's cache, in the browser.
  await page.goto(servedByOther)
  await expect(page.getByRole('heading', { level: 1, name: judul })).toBeVisible()
  const thumbnail = page.locator('main img').first()
  await expect(thumbnail).toHaveJSProperty('complete', true)
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // The uploaded original comes back byte for byte, from the object store, through nginx.
  const image = await page.request.get(`${topology.url}${news.thumbnail.secure_url}`)
  expect(image.status()).toBe(200)
  expect(Buffer.from(await image.body())).toEqual(fixtureBuffer('sample.jpg'))
  expect(failures).toEqual([])
})

test('a publish reaches visitors through nginx within seconds, not after its 30 s s-maxage @desktop-only', async ({
  request,
}) => {
  const list = `${topology.url}/news`
  await request.get(list)
  const kept = await request.get(list)
  expect(kept.headers()['x-cache-status']).toMatch(/^(HIT|UPDATING|STALE)$/)

  const login = await request.post(`${topology.url}/api/auth/login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  const { token } = await login.json()
  const judul = `Kabar Segera ${run}`
  const saved = await request.post(`${topology.url}/api/news`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      judul,
      kategori: 'Pengumuman',
      isisatu: 'Isi satu.',
      isidua: 'Isi dua.',
      dibuatPada: '2030-01-01',
      thumbnail: {
        name: 'sample.jpg',
        mimeType: 'image/jpeg',
        buffer: fixtureBuffer('sample.jpg'),
      },
    },
  })
  expect(saved.status()).toBe(201)
  const started = Date.now()
  // Polls the cached list: before X-Accel-Expires, nginx kept the old copy for 30 s.
  await expect
    .poll(async () => (await request.get(list)).text(), { timeout: 5_000, intervals: [200] })
    .toContain(judul)
  console.log(`Publish visible through nginx after ${Date.now() - started} ms`)
})

test('a redirect saved through one instance is answered 301 by both and through nginx within seconds @desktop-only', async ({
  request,
}) => {
  const login = await request.post(`${topology.url}/api/auth/login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  const { token } = await login.json()
  const old = `/2019/03/kabar-lama-${run}/`
  const answer = async (base: string) => {
    const response = await request.get(`${base}${old}`, { maxRedirects: 0 })
    return `${response.status()} ${new URL(response.headers().location ?? '/-', 'http://x').pathname}`
  }
  // Both instances have loaded their redirects before the change: each must notice it.
  for (const { port } of topology.instances) {
    expect(await answer(`http://127.0.0.1:${port}`)).toBe(`308 ${old.slice(0, -1)}`)
  }
  const saved = await request.post(`${topology.url}/cms-api/pengalihan`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { dari: old, ke: '/news', kode: '301' },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  const started = Date.now()
  for (const base of [
    topology.url,
    ...topology.instances.map((i) => `http://127.0.0.1:${i.port}`),
  ]) {
    await expect.poll(() => answer(base), { timeout: 5_000, intervals: [200] }).toBe('301 /news')
  }
  console.log(`Redirect answered everywhere after ${Date.now() - started} ms`)
})

test('a scheduled news item appears at its minute and leaves at its end through nginx, with no save @desktop-only', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const login = await request.post(`${topology.url}/api/auth/login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  const { token } = await login.json()
  // The next whole minute at least 20 s away, and the minute after it.
  const minute = 60_000
  const start = Math.ceil((Date.now() + 20_000) / minute) * minute
  const end = start + minute
  const judul = `Kabar Terjadwal ${run}`
  const saved = await request.post(`${topology.url}/api/news`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      judul,
      kategori: 'Pengumuman',
      isisatu: 'Isi satu.',
      isidua: 'Isi dua.',
      dibuatPada: '2030-01-02',
      terbitPada: new Date(start).toISOString(),
      tarikPada: new Date(end).toISOString(),
      thumbnail: {
        name: 'sample.jpg',
        mimeType: 'image/jpeg',
        buffer: fixtureBuffer('sample.jpg'),
      },
    },
  })
  expect(saved.status()).toBe(201)
  const list = `${topology.url}/news`
  const shows = async () => (await request.get(list)).text().then((page) => page.includes(judul))
  expect(await shows()).toBe(false)

  // Both instances run the edge job; either may claim the edge, and Redis carries the expiry.
  await new Promise((resolve) => setTimeout(resolve, start - Date.now()))
  await expect.poll(shows, { timeout: 60_000, intervals: [500] }).toBe(true)
  const appeared = Date.now() - start
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now())))
  await expect.poll(shows, { timeout: 60_000, intervals: [500] }).toBe(false)
  const left = Date.now() - end
  console.log(
    `Scheduled news through nginx: shown ${appeared} ms after its minute, gone ${left} ms after its end`,
  )
})

test('nginx keeps public pages and assets, never the back-office or the APIs, and refuses big bodies @desktop-only', async ({
  request,
}) => {
  const page = `${topology.url}/profil/visi-misi?topologi=${run}`
  const first = await request.get(page)
  expect(first.status()).toBe(200)
  expect(first.headers()['x-cache-status']).toMatch(/^(MISS|EXPIRED)$/)
  const second = await request.get(page)
  // Kept for a second, then served while one request refreshes it.
  expect(second.headers()['x-cache-status']).toMatch(/^(HIT|UPDATING|STALE)$/)
  expect(await second.text()).toBe(await first.text())

  const [asset] = /\/_next\/static\/[^"]+\.js/.exec(await first.text())!
  const script = await request.get(`${topology.url}${asset}`)
  expect(script.status()).toBe(200)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  for (const path of ['/api/news', '/admin']) {
    await request.get(`${topology.url}${path}`, { maxRedirects: 0 })
    const again = await request.get(`${topology.url}${path}`, { maxRedirects: 0 })
    expect(again.headers()['x-cache-status'], path).toBeUndefined()
  }

  const big = await request.post(`${topology.url}/api/news`, {
    headers: { 'Content-Type': 'application/octet-stream' },
    data: Buffer.alloc(3 * 1024 * 1024),
  })
  expect(big.status()).toBe(413)
  expect(await big.json()).toEqual({ error: 'Ukuran permintaan melebihi batas 2MB.' })
})

test('with one instance killed, browsing and saving through nginx go on, no 5xx, nothing lost @desktop-only', async ({
  page,
}) => {
  const failures = watchStatuses(page)
  await page.goto(`${topology.url}/admin`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin/dashboard')

  const [victim] = topology.instances
  victim.process.kill('SIGKILL')
  await new Promise((resolve) => victim.process.once('exit', resolve))

  const saved: string[] = []
  for (let i = 0; i < 3; i++) {
    for (const path of ['/', '/news', '/produk-layanan', '/laporan-publikasi']) {
      const response = await page.goto(`${topology.url}${path}`)
      expect(response?.status(), path).toBe(200)
    }
    const judul = `Berita Setelah Mati ${run} ${i}`
    await addNews(page, judul)
    saved.push(judul)
  }

  for (const judul of [`Berita Topologi ${run}`, ...saved]) {
    const news = await findNews(page, judul)
    expect(news, judul).toBeDefined()
    const image = await page.request.get(`${topology.url}${news!.thumbnail.secure_url}`)
    expect(image.status(), judul).toBe(200)
  }
  // Every request after the kill was answered by the survivor.
  const survivor = topology.instances[1].port
  const statuses = await upstreamsOf(/"(GET|POST) \/(news|api\/news|admin\/news)/)
  expect(statuses.slice(-5).every((p) => p === survivor)).toBe(true)
  expect(failures).toEqual([])
})
