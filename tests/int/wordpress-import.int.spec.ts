import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redirectFor, reloadRedirects } from '@/modules/redirects/redirect-table'
import { runImportCommand } from '@/modules/wordpress-import/command'
import { importWordpress } from '@/modules/wordpress-import/import.service'
import type { CategoryMapping } from '@/modules/wordpress-import/mapping'
import type { ImportReport } from '@/modules/wordpress-import/report'
import { uploadsFolder, uploadsZip } from '@/modules/wordpress-import/uploads'
import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// The export WordPress 6 made itself (scripts/wordpress-fixture/make-export.sh).
const FIXTURE = path.resolve('tests/fixtures/wordpress')

let t: TestPayload
let work: string
let admin: User
const silent = { log: console.log, error: console.error }

beforeAll(async () => {
  t = await startTestPayload()
  work = await mkdtemp(path.join(tmpdir(), 'wp-import-'))
  await cp(path.join(FIXTURE, 'export.xml'), path.join(work, 'export.xml'))
  const { docs } = await t.payload.find({ collection: 'users', limit: 1, overrideAccess: true })
  admin = docs[0] as User
  console.log = () => {}
  console.error = () => {}
})
afterAll(async () => {
  Object.assign(console, silent)
  await t?.close()
})

const xml = () => readFile(path.join(FIXTURE, 'export.xml'), 'utf8')
const command = (...args: string[]) =>
  runImportCommand(t.payload, [path.join(work, 'export.xml'), ...args])
const readJson = async <T>(name: string) =>
  JSON.parse(await readFile(path.join(work, name), 'utf8')) as T
const count = async (collection: 'news' | 'media' | 'pengalihan') =>
  (await t.payload.count({ collection, overrideAccess: true, trash: true } as never)).totalDocs

async function visit(address: string) {
  await reloadRedirects(t.payload)
  const url = new URL(address, 'http://situs.test')
  return redirectFor(t.payload, url.pathname, url.searchParams)
}

const newsBySlug = async (slug: string) => {
  const { docs } = await t.payload.find({
    collection: 'news',
    where: { slug: { equals: slug } },
    overrideAccess: true,
    draft: true,
    depth: 0,
  })
  return docs[0]
}

describe('WordPress import', () => {
  it('the dry run writes the category mapping with guesses, says what is unmapped, saves nothing', async () => {
    expect(await command('--dry-run', '--uploads', path.join(FIXTURE, 'uploads'))).toBe(0)
    const mapping = await readJson<CategoryMapping>('kategori-wordpress.json')
    expect(mapping).toEqual({
      edukasi: { nama: 'Edukasi', kategori: '' },
      emas: { nama: 'Emas', kategori: 'Emas' },
      'kabar-kantor': { nama: 'Kabar Kantor', kategori: '' },
      zakat: { nama: 'Zakat', kategori: 'Zakat & Wakaf' },
    })
    const report = await readJson<ImportReport>('laporan-impor-wordpress.json')
    expect(report.dryRun).toBe(true)
    expect(report.unmappedCategories.map((c) => c.slug).sort()).toEqual(['edukasi', 'kabar-kantor'])
    expect(report.counts.news.dibuat).toBe(5)
    expect(report.missingFiles).toEqual(['2024/07/hilang.png'])
    expect(await count('news')).toBe(0)
    expect(await count('media')).toBe(0)
    expect(await count('pengalihan')).toBe(0)
  })

  it('stops while a category is unmapped, and without a mapping file', async () => {
    expect(await command('--uploads', path.join(FIXTURE, 'uploads'))).toBe(1)
    expect(await command('--mapping', path.join(work, 'none.json'))).toBe(1)
    expect(await count('news')).toBe(0)
    expect(await count('media')).toBe(0)
  })

  it('a run that fails half-way leaves whole records, and the next one goes on without doubles', async () => {
    const mapping = await readJson<CategoryMapping>('kategori-wordpress.json')
    mapping.edukasi.kategori = 'Tabungan'
    mapping['kabar-kantor'].kategori = 'Agenda Perusahaan'
    await writeFile(path.join(work, 'kategori-wordpress.json'), JSON.stringify(mapping))
    const real = uploadsFolder(path.join(FIXTURE, 'uploads'))
    const failing = {
      read: async (rel: string) => {
        if (rel.includes('zakat')) throw new Error('disk error')
        return real.read(rel)
      },
    }
    await expect(
      importWordpress({ payload: t.payload, user: admin }, await xml(), failing, {
        dryRun: false,
        mapping,
      }),
    ).rejects.toThrow('disk error')
    const { docs } = await t.payload.find({ collection: 'media', overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.alt).sort()).toEqual([
      'Celengan berisi koin',
      'Gedung kantor cabang baru',
    ])
    for (const doc of docs) expect(doc.filename).toBeTruthy()
  })

  it('imports posts, attachments and old addresses; pages are listed with proposed redirects', async () => {
    expect(await command('--uploads', path.join(FIXTURE, 'uploads'))).toBe(0)
    const report = await readJson<ImportReport>('laporan-impor-wordpress.json')
    expect(report.counts.news).toEqual({ dibuat: 5, diperbarui: 0, draf: 2 })
    // Two made by the failed run above are updated, not doubled.
    expect(report.counts.media).toEqual({ dibuat: 2, diperbarui: 2 })
    expect(report.skipped).toEqual([
      { wpId: 14, judul: 'Pengumuman Lama', alasan: 'Ada di Sampah WordPress.' },
    ])
    expect(report.missingFiles).toEqual(['2024/07/hilang.png'])
    expect(report.pages).toEqual([
      {
        wpId: 16,
        judul: 'Sejarah Singkat',
        alamatLama: '/sejarah/',
        usulanPengalihan: '/profil/sejarah-singkat',
      },
      {
        wpId: 17,
        judul: 'Hubungi Kami',
        alamatLama: '/kontak/',
        usulanPengalihan: '/hubungi-kami',
      },
      { wpId: 18, judul: 'Galeri Foto', alamatLama: '/galeri/', usulanPengalihan: null },
    ])
    expect(report.warnings.some((w) => w.includes('hilang.png'))).toBe(true)
    expect(await count('news')).toBe(5)
    expect(await count('media')).toBe(4)

    const first = await newsBySlug('pembukaan-kantor-cabang')
    expect(first).toMatchObject({
      judul: 'Pembukaan Kantor Cabang Baru',
      kategori: 'Agenda Perusahaan',
      _status: 'published',
    })
    expect(first.dibuatPada.slice(0, 10)).toBe('2024-05-10')
    expect(first.mimeType).toBe('image/png')
    const body = JSON.stringify([first.isisatuRich, first.isiduaRich])
    const { docs: inBody } = await t.payload.find({
      collection: 'media',
      where: { alt: { equals: 'Ruang layanan nasabah' } },
      overrideAccess: true,
    })
    expect(inBody[0].keterangan).toBe('Ruang layanan yang baru')
    const blocks = [first.isisatuRich, first.isiduaRich].flatMap(
      (state) => (state as { root: { children: Record<string, unknown>[] } }).root.children,
    )
    expect(blocks.filter((b) => b.type === 'upload')).toMatchObject([
      { relationTo: 'media', value: inBody[0].id },
    ])
    expect(body).toContain('"tag":"h2"')
    expect(body).toContain('"listType":"bullet"')
    expect(`${first.isisatu}\n\n${first.isidua}`).toContain('BPRS membuka kantor cabang baru')
    expect(first.isidua).toContain('Buka setiap hari kerja')

    const second = await newsBySlug('tips-menabung-pelajar')
    expect(second.kategori).toBe('Tabungan')
    expect(second.isisatu).toBe('Menabung sejak dini membangun kebiasaan baik.')
    const zakat = await newsBySlug('zakat-profesi')
    expect(zakat.kategori).toBe('Zakat & Wakaf')
    expect(JSON.stringify([zakat.isisatuRich, zakat.isiduaRich])).not.toContain('"upload"')
    expect((await newsBySlug('rencana-produk-emas'))._status).toBe('draft')
    expect((await newsBySlug('catatan-rapat-internal'))._status).toBe('draft')
    expect(await newsBySlug('pengumuman-lama__trashed')).toBeUndefined()

    expect(await visit('/?p=9')).toEqual({ location: '/news/pembukaan-kantor-cabang', status: 301 })
    expect(await visit('/2024/05/pembukaan-kantor-cabang/')).toEqual({
      location: '/news/pembukaan-kantor-cabang',
      status: 301,
    })
    expect(await visit('/category/zakat/')).toEqual({
      location: '/news?kategori=Zakat%20%26%20Wakaf',
      status: 301,
    })
    expect(await visit('/2024/05/pembukaan-kantor-cabang/ruang-layanan/')).toEqual({
      location: '/news/pembukaan-kantor-cabang',
      status: 301,
    })
    const kantor = await visit('/kantor-cabang/')
    expect(kantor?.location).toMatch(/^\/cms-api\/media\/file\/kantor-/)
    expect(await visit('/wp-content/uploads/2024/05/kantor.png')).toEqual(kantor)
    // A draft has no public page to send its old address to.
    expect(await visit('/?p=12')).toBeNull()
  })

  it('a second run updates what the first made and makes nothing twice', async () => {
    const before = {
      news: await count('news'),
      media: await count('media'),
      redirects: await count('pengalihan'),
    }
    expect(await command('--uploads', path.join(FIXTURE, 'uploads'))).toBe(0)
    const report = await readJson<ImportReport>('laporan-impor-wordpress.json')
    expect(report.counts.news).toEqual({ dibuat: 0, diperbarui: 5, draf: 2 })
    expect(report.counts.media).toEqual({ dibuat: 0, diperbarui: 4 })
    expect(report.counts.pengalihan.dibuat).toBe(0)
    expect(report.counts.pengalihan.sudahAda).toBe(before.redirects)
    expect({
      news: await count('news'),
      media: await count('media'),
      redirects: await count('pengalihan'),
    }).toEqual(before)
    expect((await newsBySlug('pembukaan-kantor-cabang')).judul).toBe('Pembukaan Kantor Cabang Baru')
  })

  it("reads the admin screen's zip of the uploads as the folder, and never outside it", async () => {
    const zip = await uploadsZip(await readFile(path.join(FIXTURE, 'uploads.zip')))
    const folder = uploadsFolder(path.join(FIXTURE, 'uploads'))
    expect(await zip.read('2024/05/kantor.png')).toEqual(await folder.read('2024/05/kantor.png'))
    expect(await zip.read('2024/07/hilang.png')).toBeNull()
    expect(await folder.read('../export.xml')).toBeNull()
    await expect(uploadsZip(Buffer.from('bukan zip'))).rejects.toThrow('zip')
  })
})
