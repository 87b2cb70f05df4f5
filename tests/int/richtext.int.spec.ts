import { sql } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/api/auth/login/route'
import * as newsItem from '@/app/api/news/[key]/route'
import * as news from '@/app/api/news/route'
import * as promoItem from '@/app/api/[type]/[key]/route'
import * as promo from '@/app/api/[type]/route'
import { rawDb } from '@/lib/raw-db'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { RichBody } from '@/modules/richtext/rich-body'
import { RICH_MESSAGES, type RichState } from '@/modules/richtext/richtext.rules'

import { call, file } from '../helpers/api-client'
import { makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

/*
 * Issue 30: rich bodies. SPEC's plain text stays what the API answers and takes; the rich JSON
 * travels beside it, is refused when hostile, and renders only safe markup; rows written before
 * bodies get theirs from their text by the data migration.
 */

let t: TestPayload
let token: string

beforeAll(async () => {
  t = await startTestPayload()
  const res = await call(login.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: 'rahasia-uji-123' },
  })
  token = res.data.token
})
afterAll(async () => {
  await t?.close()
})

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const para = (...children: object[]) => ({ type: 'paragraph', children })
const body = (...children: object[]) => ({ root: { type: 'root', children } })
const link = (url: string, label: string) => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

let seq = 0
const newsForm = async (extra: Record<string, string> = {}) => ({
  judul: `Berita Kaya ${++seq}`,
  kategori: 'Pengumuman',
  kutipan: '',
  isisatu: 'Paragraf satu.\n\nParagraf dua.',
  isidua: 'Paragraf tiga.',
  dibuatPada: '2026-05-20',
  thumbnail: file(await makeImage('jpeg', 64, 64), 'a.jpg', 'image/jpeg'),
  ...extra,
})

const postNews = async (extra: Record<string, string> = {}) =>
  call(news.POST, '/api/news', { method: 'POST', token, form: await newsForm(extra) })

// Multipart text travels with CRLF line ends (the HTML form encoding); SPEC's API keeps them.
const lf = (value: string) => value.replace(/\r\n/g, '\n')

const html = async (state: RichState) => renderToStaticMarkup(await RichBody({ state }))

describe('/api/news with rich bodies', () => {
  it('keeps plain text as SPEC has it and makes a paragraph of each block', async () => {
    const created = await postNews()
    expect(created.status).toBe(201)
    expect(lf(created.data.isisatu)).toBe('Paragraf satu.\n\nParagraf dua.')
    expect(created.data.isisatuRich.root.children).toHaveLength(2)
    const read = await call(newsItem.GET, '/api/news/x', { params: { key: created.data.slug } })
    expect(lf(read.data.isisatu)).toBe('Paragraf satu.\n\nParagraf dua.')
    expect(read.data.isidua).toBe('Paragraf tiga.')

    // A PUT with plain text only replaces the body with the new paragraphs.
    const { thumbnail: _t, ...form } = await newsForm({ isisatu: 'Baru.\n\nLagi.' })
    const updated = await call(newsItem.PUT, '/api/news/x', {
      method: 'PUT',
      token,
      form: { ...form, judul: created.data.judul },
      params: { key: created.data._id },
    })
    expect(updated.status).toBe(200)
    expect(lf(updated.data.isisatu)).toBe('Baru.\n\nLagi.')
    expect(await html(updated.data.isisatuRich)).toBe('<p>Baru.</p><p>Lagi.</p>')
  })

  it('takes a rich body, answers its plain text, and renders it safely', async () => {
    const rich = body(
      { type: 'heading', tag: 'h2', children: [text('Syarat')] },
      {
        type: 'list',
        listType: 'bullet',
        children: [{ type: 'listitem', children: [text('KTP', 1)] }],
      },
      para(text('<script>alert(1)</script> '), link('https://ojk.go.id', 'OJK')),
    )
    const created = await postNews({ isisatu: '', isisatuRich: JSON.stringify(rich) })
    expect(created.status).toBe(201)
    expect(created.data.isisatu).toBe('Syarat\n\n- KTP\n\n<script>alert(1)</script> OJK')
    const markup = await html(created.data.isisatuRich)
    expect(markup).toContain('<h2>Syarat</h2>')
    expect(markup).toContain('<strong>KTP</strong>')
    expect(markup).toContain('&lt;script&gt;')
    expect(markup).not.toContain('<script')
    expect(markup).toMatch(/<a href="https:\/\/ojk.go.id"[^>]*rel="noopener noreferrer"/)
  })

  it.each([
    ['a javascript: link', body(para(link('javascript:alert(1)', 'x'))), RICH_MESSAGES.badLink],
    ['a data: link', body(para(link('data:text/html,<b>', 'x'))), RICH_MESSAGES.badLink],
    [
      'a data: image',
      body({ type: 'upload', value: { url: 'data:image/png;base64,AA' } }),
      RICH_MESSAGES.badImage,
    ],
    ['raw HTML', body({ type: 'html', html: '<script>' }), RICH_MESSAGES.unknownNode('html')],
    ['a 200 KB body', body(para(text('a'.repeat(200 * 1024)))), RICH_MESSAGES.tooLarge],
  ])('refuses %s with 400 and saves nothing', async (_, rich, message) => {
    const before = (await t.payload.count({ collection: 'news' })).totalDocs
    const res = await postNews({ isisatuRich: JSON.stringify(rich) })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(message)
    expect((await t.payload.count({ collection: 'news' })).totalDocs).toBe(before)
  })

  it('refuses 200 KB of plain text with 400', async () => {
    const res = await postNews({ isidua: 'kata '.repeat(40 * 1024) })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(RICH_MESSAGES.tooLarge)
  })

  it('never renders an unsafe link in a row written around the API', async () => {
    const stored = body(para(link('javascript:alert(1)', 'klik')), para(link('data:x', 'dua')))
    expect(await html(stored as RichState)).toBe('')
    const partly = body(para(text('aman')), { type: 'html', html: '<script>' })
    expect(await html(partly as RichState)).toBe('')
  })

  it('links internally by record and follows its slug', async () => {
    const target = await postNews()
    const rich = body(
      para({
        type: 'link',
        fields: {
          linkType: 'internal',
          doc: { relationTo: 'news', value: Number(target.data._id) },
        },
        children: [text('berita lain')],
      }),
    )
    const created = await postNews({ isisatuRich: JSON.stringify(rich) })
    expect(created.status).toBe(201)
    expect(await html(created.data.isisatuRich)).toBe(
      `<p><a href="/news/${target.data.slug}" class="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">berita lain</a></p>`,
    )
  })
})

describe('images from the media library in a body', () => {
  const image = (value: number) => ({ type: 'upload', relationTo: 'media', value })

  it('shows the item as its renditions with its alt text and caption; the text leaves it out', async () => {
    const item = await t.payload.create({
      collection: 'media',
      data: { alt: 'Kantor cabang Sleman', keterangan: 'Kantor Cabang Sleman, 2026' },
      file: {
        data: await makeImage('jpeg', 1600, 900),
        mimetype: 'image/jpeg',
        name: 'kantor.jpg',
        size: 1,
      },
      overrideAccess: true,
    })
    const rich = body(para(text('Sebelum.')), image(item.id), para(text('Sesudah.')))
    const created = await postNews({ isisatu: '', isisatuRich: JSON.stringify(rich) })
    expect(created.status).toBe(201)
    expect(created.data.isisatu).toBe('Sebelum.\n\nSesudah.')
    const markup = await html(created.data.isisatuRich)
    const figure = /<figure[^>]*><img([^>]*)\/>/.exec(markup)?.[1] ?? ''
    expect(figure).toContain('alt="Kantor cabang Sleman"')
    expect(figure).toMatch(/srcSet="\S+-640x360\.webp 640w, \S+-1280x720\.webp 1280w"/)
    expect(markup).toContain(
      '<figcaption class="mt-2 text-base text-muted">Kantor Cabang Sleman, 2026</figcaption>',
    )
    const stored = await t.payload.findByID({ collection: 'news', id: created.data._id, depth: 0 })
    expect(stored.gambarIsi).toEqual([item.id])
  })

  it('refuses an item that is not in the library with 400, and saves nothing', async () => {
    const before = (await t.payload.count({ collection: 'news' })).totalDocs
    const rich = body(para(text('Lihat gambar:')), image(987654))
    const res = await postNews({ isisatuRich: JSON.stringify(rich) })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe(RICH_MESSAGES.missingImage)
    expect((await t.payload.count({ collection: 'news' })).totalDocs).toBe(before)
  })

  it('saves a draft that still names an item deleted since, leaving it out of its images', async () => {
    const item = await t.payload.create({
      collection: 'media',
      data: { alt: 'Segera dihapus' },
      file: { data: await makeImage('png', 64, 64), mimetype: 'image/png', name: 'x.png', size: 1 },
      overrideAccess: true,
    })
    await t.payload.delete({ collection: 'media', id: item.id, overrideAccess: true })
    const created = await postNews()
    const { thumbnail: _t, ...form } = await newsForm({
      judul: created.data.judul,
      isisatuRich: JSON.stringify(body(para(text('Teks.')), image(item.id))),
      draf: 'true',
    })
    const res = await call(newsItem.PUT, '/api/news/x', {
      method: 'PUT',
      token,
      form,
      params: { key: created.data._id },
    })
    expect(res.status).toBe(200)
    const draft = await t.payload.findByID({
      collection: 'news',
      id: created.data._id,
      draft: true,
      depth: 0,
    })
    expect(draft.isisatu).toBe('Teks.')
    expect(draft.gambarIsi).toEqual([])
  })

  it('shows nothing for an item deleted around the site', async () => {
    expect(await html(body(image(987654)) as RichState)).toBe('')
  })
})

describe('/api/promo with a rich text', () => {
  it('takes the text as plain text or as JSON', async () => {
    const promoForm = async (extra: Record<string, string>) => ({
      judul: `Promo Kaya ${++seq}`,
      mulai: '2026-01-01T08:00',
      selesai: '2099-01-01T08:00',
      ringkasan: 'Ringkas.',
      gambar: file(await makeImage('jpeg', 64, 64), 'p.jpg', 'image/jpeg'),
      ...extra,
    })
    const params = { type: 'promo' }
    const plain = await call(promo.POST, '/api/promo', {
      method: 'POST',
      token,
      params,
      form: await promoForm({ isi: 'Satu.\n\nDua.' }),
    })
    expect(plain.status).toBe(201)
    expect(plain.data.isiRich.root.children).toHaveLength(2)
    const rich = await call(promo.POST, '/api/promo', {
      method: 'POST',
      token,
      params,
      form: await promoForm({ isiRich: JSON.stringify(body(para(text('Dari JSON', 2)))) }),
    })
    expect(rich.status).toBe(201)
    expect(rich.data.isi).toBe('Dari JSON')
    const read = await call(promoItem.GET, '/api/promo/x', {
      params: { ...params, key: rich.data.slug },
    })
    expect(read.data.isi).toBe('Dari JSON')
    const bad = await call(promo.POST, '/api/promo', {
      method: 'POST',
      token,
      params,
      form: await promoForm({ isiRich: JSON.stringify(body({ type: 'table', children: [] })) }),
    })
    expect(bad.status).toBe(400)
    expect(bad.data.error).toBe(RICH_MESSAGES.unknownNode('table'))
  })
})

describe('the data migration', () => {
  it('gives rows written before bodies theirs, keeping the text', async () => {
    const created = await postNews({ isisatu: 'Lama satu.\nBaris.\n\nLama dua.' })
    const id = Number(created.data._id)
    const run = await rawDb(t.payload)
    // An old-shaped row: the text only, as every row was before the rich columns.
    await run.run(sql`UPDATE news SET isisatu_rich = NULL, isidua_rich = NULL WHERE id = ${id}`)
    await run.run(sql`UPDATE produk SET deskripsi_rich = NULL`)
    const migrations = t.payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
    const fill = migrations.find((m) => m.name.endsWith('_rich_bodies_fill'))!
    await fill.up({ db: t.payload.db.drizzle, payload: t.payload, req: {} } as never)

    const doc = await t.payload.findByID({ collection: 'news', id, depth: 0 })
    expect(lf(doc.isisatu)).toBe('Lama satu.\nBaris.\n\nLama dua.')
    expect(doc.isisatuRich).toEqual(created.data.isisatuRich)
    expect(await html(doc.isisatuRich as unknown as RichState)).toBe(
      '<p>Lama satu.<br/>Baris.</p><p>Lama dua.</p>',
    )
    const left = await run.all(
      sql`SELECT id FROM news WHERE isisatu_rich IS NULL OR isidua_rich IS NULL`,
    )
    expect(left).toEqual([])
  })
})
