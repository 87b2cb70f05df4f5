import { utimes } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import { contentType } from '@/content-types'
import type { ServiceContext } from '@/lib/service-context'
import { deleteRecord } from '@/modules/content/content.service'
import { HISTORY_TEXTS, TRASH_DAYS, VERSIONS_KEPT } from '@/modules/history/history.rules'
import {
  listTrash,
  purgeExpiredTrash,
  purgeRecord,
  restoreFromTrash,
} from '@/modules/history/trash'
import { compareVersions, listVersions, restoreVersion } from '@/modules/history/versions'
import { searchSite } from '@/modules/search/search.service'
import { sitemapRoot } from '@/modules/site/sitemap'
import { sweepOrphans } from '@/modules/storage/orphan-sweep'
import { isServedFile } from '@/modules/storage/served-file'
import type { User } from '@/payload-types'

import { call, file } from '../helpers/api-client'
import { asUpload, makeImage } from '../helpers/files'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string
let admin: ServiceContext & { user: User }
const DAY_MS = 24 * 60 * 60 * 1000

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
  const { docs } = await t.payload.find({ collection: 'users', overrideAccess: true })
  admin = { payload: t.payload, user: docs[0] as User }
})
afterAll(async () => {
  await t?.close()
})

const visitor = () => ({ payload: t.payload, user: null })

const fields = (judul: string, isisatu = 'Isi pertama.') => ({
  judul,
  kategori: 'Pengumuman',
  kutipan: 'Kutipan.',
  isisatu,
  isidua: 'Isi kedua.',
  dibuatPada: '2026-05-20',
})

const createNews = async (judul: string) => {
  const res = await call(news.POST, '/api/news', {
    method: 'POST',
    token,
    form: {
      ...fields(judul),
      thumbnail: file(await makeImage('jpeg', 1280, 720), 'gambar.jpg', 'image/jpeg'),
    },
  })
  expect(res.data).toMatchObject({ judul })
  return res.data as { _id: string; slug: string; thumbnail: { secure_url: string } }
}

const editNews = (id: string, judul: string, isisatu = 'Isi pertama.') =>
  call(newsItem.PUT, '', {
    method: 'PUT',
    token,
    params: { key: id },
    form: fields(judul, isisatu),
  })

const newsMedia = async (slug: string) =>
  (await t.listMedia()).filter((f) => f.startsWith(`news/${slug}`)).sort()

const publicTitles = async () =>
  (await call(news.GET, '/api/news')).data.map((n: { judul: string }) => n.judul)

const searchTitles = async (q: string) =>
  (await searchSite(t.payload, q, { page: 1, limit: 10 })).hits.map((h) => h.title)

describe('versions', () => {
  it('keeps a version of every save, with who saved it as the audit trail records it', async () => {
    const created = await createNews('Riwayat Satu')
    expect((await editNews(created._id, 'Riwayat Satu Diubah')).status).toBe(200)
    const versions = await listVersions(admin, 'news', created._id)
    expect(versions).toHaveLength(2)
    expect(versions.map((v) => v.by)).toEqual(['admin', 'admin'])
    expect(versions[0].latest).toBe(true)

    const { docs: audit } = await t.payload.find({
      collection: 'aktivitas',
      where: { objek: { equals: 'news' }, objekId: { equals: created._id } },
      sort: '-createdAt',
      overrideAccess: true,
    })
    expect(audit.map((a) => [a.jenis, a.pengguna])).toEqual([
      ['ubah', 'admin'],
      ['tambah', 'admin'],
    ])
    // Who saved is the activity's own pengguna, not a changed field.
    expect(String(audit[0].kolom)).toBe('judul')

    const changes = await compareVersions(
      admin,
      'news',
      created._id,
      versions[1].id,
      versions[0].id,
    )
    expect(changes.find((c) => c.name === 'judul')).toMatchObject({
      label: 'Judul',
      before: 'Riwayat Satu',
      after: 'Riwayat Satu Diubah',
    })
    expect(changes.map((c) => c.name)).not.toContain('isisatu')

    // A date reads as the form shows it.
    await call(newsItem.PUT, '', {
      method: 'PUT',
      token,
      params: { key: created._id },
      form: { ...fields('Riwayat Satu Diubah'), dibuatPada: '2026-06-01' },
    })
    const [newest, previous] = await listVersions(admin, 'news', created._id)
    const dated = await compareVersions(admin, 'news', created._id, previous.id, newest.id)
    expect(dated.find((c) => c.name === 'dibuatPada')).toMatchObject({
      before: '20 Mei 2026',
      after: '1 Juni 2026',
    })
  })

  it('keeps only the last 50 versions of a record', async () => {
    const created = await createNews('Riwayat Banyak')
    for (let i = 1; i <= VERSIONS_KEPT + 2; i++) {
      await t.payload.update({
        collection: 'news',
        id: Number(created._id),
        data: { isisatu: `Isi ke-${i}` },
        user: admin.user,
        overrideAccess: false,
        context: { disableRevalidate: true },
      })
    }
    const versions = await listVersions(admin, 'news', created._id)
    expect(versions).toHaveLength(VERSIONS_KEPT)
    const { totalDocs } = await t.payload.countVersions({
      collection: 'news',
      where: { parent: { equals: Number(created._id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(VERSIONS_KEPT)
    const newest = await t.payload.findVersionByID({
      collection: 'news',
      id: versions[0].id,
      overrideAccess: true,
    })
    expect(newest.version.isisatu).toBe(`Isi ke-${VERSIONS_KEPT + 2}`)
  })

  it('restores an older version as a new save, keeping the current file', async () => {
    const created = await createNews('Versi Lama')
    await editNews(created._id, 'Versi Baru', 'Isi yang salah.')
    const [, older] = await listVersions(admin, 'news', created._id)
    await restoreVersion(admin, 'news', created._id, older.id)

    const one = await call(newsItem.GET, '', { params: { key: created.slug } })
    expect(one.data).toMatchObject({ judul: 'Versi Lama', isisatu: 'Isi pertama.' })
    expect(one.data.thumbnail.secure_url).toBe(created.thumbnail.secure_url)
    expect(await searchTitles('Versi Lama')).toContain('Versi Lama')
    const versions = await listVersions(admin, 'news', created._id)
    expect(versions).toHaveLength(3)
    expect(versions[0].by).toBe('admin')

    // A version of another record, or none, is refused with a 404.
    const other = await createNews('Versi Lain')
    const [foreign] = await listVersions(admin, 'news', other._id)
    await expect(restoreVersion(admin, 'news', created._id, foreign.id)).rejects.toMatchObject({
      status: 404,
      message: HISTORY_TEXTS.versionNotFound,
    })
    await expect(restoreVersion(admin, 'news', created._id, '999999')).rejects.toMatchObject({
      status: 404,
    })
  })

  it('restores an older version as a draft: the published record stays public until published', async () => {
    const created = await createNews('Draf Lama')
    await editNews(created._id, 'Draf Terbit')
    const [, older] = await listVersions(admin, 'news', created._id)
    await restoreVersion(admin, 'news', created._id, older.id, { asDraft: true })

    const one = await call(newsItem.GET, '', { params: { key: created.slug } })
    expect(one.data.judul).toBe('Draf Terbit')
    const [newest] = await listVersions(admin, 'news', created._id)
    expect(newest).toMatchObject({ draft: true, by: 'admin' })
    const changes = await compareVersions(admin, 'news', created._id, older.id, newest.id)
    expect(changes).toEqual([])
  })
})

describe('trash', () => {
  it("SPEC's delete hides a record from every public surface at once and keeps its files", async () => {
    const created = await createNews('Kabar Sampah Unik')
    const files = await newsMedia(created.slug)
    expect(files.length).toBeGreaterThan(0)
    const filename = path.basename(files[0])
    expect(await publicTitles()).toContain('Kabar Sampah Unik')
    expect(await searchTitles('Sampah Unik')).toContain('Kabar Sampah Unik')
    expect(await sitemapRoot(visitor())).toContain(`/news/${created.slug}`)

    const removed = await call(newsItem.DELETE, '', {
      method: 'DELETE',
      token,
      params: { key: created._id },
    })
    expect(removed).toMatchObject({
      status: 200,
      data: { message: contentType('news').messages.deleted },
    })

    expect(await publicTitles()).not.toContain('Kabar Sampah Unik')
    const page = await call(news.GET, '/api/news?page=1&limit=100&q=Sampah%20Unik')
    expect(page.data).toEqual([])
    expect((await call(newsItem.GET, '', { params: { key: created.slug } })).status).toBe(404)
    expect(await searchTitles('Sampah Unik')).toEqual([])
    expect(await sitemapRoot(visitor())).not.toContain(`/news/${created.slug}`)
    expect(await isServedFile(t.payload, 'news', filename)).toBe(false)
    // The administrator's lists leave it out too; it is in the trash.
    const adminPage = await call(news.GET, '/api/news?page=1&limit=100&q=Sampah%20Unik', { token })
    expect(adminPage.data).toEqual([])
    expect(await newsMedia(created.slug)).toEqual(files)

    const trash = await listTrash(admin, 'news')
    expect(trash.items.find((i) => i.id === created._id)).toMatchObject({
      judul: 'Kabar Sampah Unik',
      deletedBy: 'admin',
    })
    const { docs: audit } = await t.payload.find({
      collection: 'aktivitas',
      where: { objek: { equals: 'news' }, objekId: { equals: created._id } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(audit[0]).toMatchObject({ jenis: 'hapus', pengguna: 'admin' })
    // A second delete finds nothing: it is no longer a record of the list.
    const again = await call(newsItem.DELETE, '', {
      method: 'DELETE',
      token,
      params: { key: created._id },
    })
    expect(again.status).toBe(404)

    await restoreFromTrash(admin, 'news', created._id)
    expect(await publicTitles()).toContain('Kabar Sampah Unik')
    expect(await searchTitles('Sampah Unik')).toContain('Kabar Sampah Unik')
    expect(await sitemapRoot(visitor())).toContain(`/news/${created.slug}`)
    expect(await isServedFile(t.payload, 'news', filename)).toBe(true)
    expect((await listTrash(admin, 'news')).items.map((i) => i.id)).not.toContain(created._id)
  })

  it('keeps a record never published a draft through the trash and back', async () => {
    const draft = await t.payload.create({
      collection: 'news',
      draft: true,
      data: { ...fields('Kabar Draf Sampah'), _status: 'draft' } as never,
      file: asUpload(await makeImage('jpeg', 1280, 720), 'draf.jpg'),
      user: admin.user,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    await deleteRecord(admin, 'news', String(draft.id))
    expect((await listTrash(admin, 'news')).items.map((i) => i.id)).toContain(String(draft.id))
    await restoreFromTrash(admin, 'news', String(draft.id))
    const back = await t.payload.findByID({
      collection: 'news',
      id: draft.id,
      overrideAccess: true,
    })
    expect(back).toMatchObject({ _status: 'draft', deletedAt: null })
  })

  it('keeps a trashed slug taken, so a restore brings its links back', async () => {
    const first = await createNews('Judul Kembar')
    await call(newsItem.DELETE, '', { method: 'DELETE', token, params: { key: first._id } })
    const second = await createNews('Judul Kembar')
    expect(second.slug).not.toBe(first.slug)
    await restoreFromTrash(admin, 'news', first._id)
    const one = await call(newsItem.GET, '', { params: { key: first.slug } })
    expect(one.data._id).toBe(first._id)
  })

  it('purges after 30 days with the files; the orphan sweep leaves trashed files alone', async () => {
    const created = await createNews('Kabar Dibuang')
    const files = await newsMedia(created.slug)
    await call(newsItem.DELETE, '', { method: 'DELETE', token, params: { key: created._id } })

    // Old enough for the sweep: still in use by a record in the trash.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await Promise.all(files.map((f) => utimes(path.join(t.mediaDir, f), old, old)))
    expect(await sweepOrphans(t.payload)).toEqual([])
    expect(await newsMedia(created.slug)).toEqual(files)

    await purgeExpiredTrash(t.payload, new Date(Date.now() + (TRASH_DAYS - 1) * DAY_MS))
    expect(await newsMedia(created.slug)).toEqual(files)
    expect((await listTrash(admin, 'news')).items.map((i) => i.id)).toContain(created._id)

    const purged = await purgeExpiredTrash(
      t.payload,
      new Date(Date.now() + (TRASH_DAYS + 1) * DAY_MS),
    )
    expect(purged).toBeGreaterThanOrEqual(1)
    expect(await newsMedia(created.slug)).toEqual([])
    const row = await t.payload.findByID({
      collection: 'news',
      id: Number(created._id),
      trash: true,
      overrideAccess: true,
      disableErrors: true,
    })
    expect(row).toBeNull()
    const { totalDocs } = await t.payload.countVersions({
      collection: 'news',
      where: { parent: { equals: Number(created._id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('deletes for good from the trash by hand, and only what is in it', async () => {
    const created = await createNews('Kabar Permanen')
    await expect(purgeRecord(admin, 'news', created._id)).rejects.toMatchObject({ status: 404 })
    await call(newsItem.DELETE, '', { method: 'DELETE', token, params: { key: created._id } })
    await purgeRecord(admin, 'news', created._id)
    expect(await newsMedia(created.slug)).toEqual([])
    await expect(restoreFromTrash(admin, 'news', created._id)).rejects.toMatchObject({
      status: 404,
    })
  })

  it('never shows a visitor a trashed record through /cms-api, even when asked', async () => {
    const created = await createNews('Kabar Rahasia Sampah')
    await call(newsItem.DELETE, '', { method: 'DELETE', token, params: { key: created._id } })
    const { docs } = await t.payload.find({
      collection: 'news',
      trash: true,
      where: { judul: { equals: 'Kabar Rahasia Sampah' } },
      overrideAccess: false,
      user: null,
    })
    expect(docs).toEqual([])
  })
})
