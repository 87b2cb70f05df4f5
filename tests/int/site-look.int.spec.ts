import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as gambarSitus from '@/app/api/gambar-situs/route'
import * as tampilanSitus from '@/app/api/tampilan-situs/route'
import { queryRows } from '@/lib/page-query'
import { getPublicContext } from '@/lib/payload'
import { applyAnnouncementEdges } from '@/modules/site-look/announcement-edges'
import { isAnnouncementShown, SITE_LOOK_MESSAGES as M } from '@/modules/site-look/site-look.rules'
import { getSiteLook, type SiteLookDto } from '@/modules/site-look/site-look.service'
import { bankJsonLd } from '@/modules/site/structured-data'
import { siteSeed } from '@/seed/data/site'
import { ensureSiteSettings } from '@/seed/ensure-site-settings'

import { call, type CallOptions, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string

// Booted with SEED_DEMO=false, as production runs: the site's pictures are seeded either way.
beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  await t?.close()
})

const read = async () => getSiteLook(await getPublicContext())

/** The state as PUT /api/tampilan-situs takes it. */
const asInput = (look: SiteLookDto) => {
  const pic = (image: SiteLookDto['struktur']['gambar']) => ({ id: image!.id, alt: image!.alt })
  return {
    hero: look.hero.map((h) => ({ ...h, gambar: pic(h.gambar) })),
    slideshow: look.slideshow.map((s) => ({ gambar: pic(s.gambar) })),
    pengurus: look.pengurus.map((p) => ({ ...p, foto: pic(p.foto) })),
    struktur: { ...look.struktur, gambar: pic(look.struktur.gambar) },
    sosial: look.sosial,
    pengumuman: look.pengumuman,
  }
}

const save = (json: unknown) =>
  call(tampilanSitus.PUT, '/api/tampilan-situs', { method: 'PUT', token, json })

const upload = (form: Record<string, string | Blob>) =>
  call(gambarSitus.POST, '/api/gambar-situs', { method: 'POST', token, form })

describe("today's pictures and texts, seeded", () => {
  it('fills the hero, the slides, the profiles and the chart from the shipped pictures', async () => {
    const look = await read()
    expect(look.hero.map((h) => [h.judul, h.tagline, h.gambar?.alt])).toEqual(
      siteSeed.hero.map((h) => [h.judul, h.tagline, h.gambar.alt]),
    )
    // A banner is wide: its renditions keep its shape; phones crop it around 95 % across.
    expect(look.hero[0].gambar).toMatchObject({ width: 1600, height: 640, position: '95% 50%' })
    expect(look.hero[0].gambar?.large).toMatch(/^\/cms-api\/gambar-situs\/file\/.+-1280x512\.webp$/)
    expect(look.slideshow.map((s) => s.gambar?.alt)).toEqual(siteSeed.slideshow.map((s) => s.alt))
    expect(look.pengurus.map((p) => [p.nama, p.foto?.alt])).toEqual(
      siteSeed.pengurus.map((p) => [p.nama, `Foto ${p.nama}`]),
    )
    expect(look.pengurus[0].pendidikan).toEqual(siteSeed.pengurus[0].pendidikan)
    expect(look.struktur).toMatchObject({
      keterangan: 'Struktur Organisasi Periode 2025',
      gambar: { alt: siteSeed.gambarStruktur.alt, width: 1600 },
    })
    expect(look.sosial).toEqual(siteSeed.sosial)
    expect(look.pengumuman).toEqual({ teks: '', tautan: '', mulai: null, selesai: null })
    const media = await t.listMedia({ sitePictures: true })
    expect(media.filter((name) => name.startsWith('gambar-situs/')).length).toBeGreaterThan(10)
  })

  it('gives a database from before the pictures the shipped ones, and leaves set ones alone', async () => {
    const before = await read()
    // As the site_look migration leaves an older database: texts moved over, no pictures yet.
    await queryRows(t.payload, sql`UPDATE site_settings SET gambar_struktur_id = NULL`)
    await queryRows(t.payload, sql`UPDATE site_settings_pengurus SET foto_id = NULL`)
    await queryRows(t.payload, sql`UPDATE site_settings_hero SET gambar_id = NULL`)
    await ensureSiteSettings(t.payload)
    const after = await read()
    expect(after.hero.map((h) => [h.judul, h.gambar?.alt])).toEqual(
      before.hero.map((h) => [h.judul, h.gambar?.alt]),
    )
    expect(after.hero[0].gambar?.id).not.toBe(before.hero[0].gambar?.id)
    expect(after.pengurus.map((p) => p.foto?.alt)).toEqual(before.pengurus.map((p) => p.foto?.alt))
    expect(after.struktur.gambar?.alt).toBe(before.struktur.gambar?.alt)
    expect(after.slideshow.map((s) => s.gambar?.id)).toEqual(
      before.slideshow.map((s) => s.gambar?.id),
    )

    await ensureSiteSettings(t.payload)
    expect((await read()).hero[0].gambar?.id).toBe(after.hero[0].gambar?.id)
  })
})

describe('edited in the back-office', () => {
  it('uploads a new banner and saves its headline, a profile, the chart caption and the social links', async () => {
    const image = await upload({
      file: file(await makeImage('png', 1600, 640), 'banner.png', 'image/png'),
      alt: 'Nasabah di depan kantor baru',
      focalX: '30',
    })
    expect(image.status).toBe(201)
    expect(image.data).toMatchObject({ alt: 'Nasabah di depan kantor baru', position: '30% 50%' })
    expect(image.data.card).toMatch(/-640x256\.webp$/)

    const input = asInput(await read())
    input.hero[1] = {
      gambar: { id: image.data.id, alt: image.data.alt },
      judul: 'Tabungan Haji kini lebih ringan',
      tagline: 'Mulai dari Rp50.000',
    }
    input.slideshow[2].gambar.alt = 'Syukuran warga di halaman masjid'
    input.pengurus = [
      { ...input.pengurus[2], nama: 'Agus Setiawan, S.E., M.E., Ph.D.' },
      ...input.pengurus.slice(0, 2),
    ]
    input.struktur.keterangan = 'Struktur Organisasi Periode 2026'
    input.sosial = { instagram: 'https://instagram.com/bprs', facebook: '', youtube: '' }
    const saved = await save(input)
    expect(saved.status).toBe(200)

    const look = await read()
    expect(look.hero[1]).toMatchObject({
      judul: 'Tabungan Haji kini lebih ringan',
      tagline: 'Mulai dari Rp50.000',
      gambar: { id: image.data.id, alt: 'Nasabah di depan kantor baru' },
    })
    expect(look.slideshow[2].gambar?.alt).toBe('Syukuran warga di halaman masjid')
    expect(look.pengurus.map((p) => p.nama)).toEqual([
      'Agus Setiawan, S.E., M.E., Ph.D.',
      siteSeed.pengurus[0].nama,
      siteSeed.pengurus[1].nama,
    ])
    expect(look.pengurus[0].riwayatPekerjaan).toEqual(siteSeed.pengurus[2].riwayatPekerjaan)
    expect(look.struktur.keterangan).toBe('Struktur Organisasi Periode 2026')
    expect(look.sosial).toEqual({
      instagram: 'https://instagram.com/bprs',
      facebook: '',
      youtube: '',
    })
    expect(saved.data).toEqual(look)
  })

  it('refuses bad input with its Indonesian message, changing nothing and leaving no file', async () => {
    const before = await read()
    const media = await t.listMedia({ sitePictures: true })
    const refusals: [Promise<{ status: number; data: { error: string } }>, string][] = [
      [
        upload({ file: file(await makeImage('gif'), 'a.gif', 'image/gif'), alt: 'Gambar' }),
        M.fileType,
      ],
      [
        upload({ file: file(await makeImage('png'), 'a.png', 'image/png'), alt: ' ' }),
        M.altRequired,
      ],
      [
        upload({
          file: file(await makeImage('png'), 'a.png', 'image/png'),
          alt: 'x'.repeat(501),
        }),
        M.altTooLong,
      ],
      [upload({ alt: 'Tanpa berkas' }), M.required],
    ]
    for (const [answer, message] of refusals) {
      expect(await answer).toMatchObject({ status: 400, data: { error: message } })
    }

    const input = asInput(before)
    const bad = (change: (i: typeof input) => void) => {
      const copy = structuredClone(input)
      change(copy)
      return save(copy)
    }
    const cases: [Promise<{ status: number; data: { error: string } }>, string][] = [
      [bad((i) => (i.hero[0].judul = '')), M.textRequired],
      [bad((i) => (i.hero[0].gambar.alt = '')), M.altRequired],
      [bad((i) => (i.sosial.facebook = 'javascript:alert(1)')), M.badSocial],
      [
        bad((i) => (i.pengumuman = { ...i.pengumuman, teks: 'Libur', tautan: 'javascript:x' })),
        M.badLink,
      ],
      [bad((i) => (i.pengumuman = { ...i.pengumuman, tautan: '/promo' })), M.announcementNeedsText],
      [
        bad((i) => {
          i.pengumuman = {
            teks: 'Libur',
            tautan: '',
            mulai: '2026-12-02T00:00:00.000Z',
            selesai: '2026-12-01T00:00:00.000Z',
          }
        }),
        M.badPeriod,
      ],
      [bad((i) => (i.hero = i.hero.slice(0, 2))), ''],
      [save({ hero: 'tiga' }), 'Data Tampilan Situs tidak valid.'],
    ]
    for (const [answer, message] of cases) {
      const { status, data } = await answer
      expect(status).toBe(400)
      if (message) expect(data.error).toBe(message)
      else expect(data.error).toMatch(/\S/)
    }
    expect(await read()).toEqual(before)
    expect(await t.listMedia({ sitePictures: true })).toEqual(media)
  })

  it('refuses to delete a picture still in use', async () => {
    const { hero } = await read()
    await expect(
      t.payload.delete({
        collection: 'gambar-situs',
        id: hero[0].gambar!.id,
        overrideAccess: true,
      }),
    ).rejects.toThrow(M.imageInUse)
  })
})

describe('the announcement bar', () => {
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

  it('shows between its start and its end, either of which may be open', () => {
    const now = new Date()
    const bar = (mulai: string | null, selesai: string | null) => ({
      teks: 'Libur',
      mulai,
      selesai,
    })
    expect(isAnnouncementShown(bar(null, null), now)).toBe(true)
    expect(isAnnouncementShown(bar(at(-60), at(60)), now)).toBe(true)
    expect(isAnnouncementShown(bar(at(60), null), now)).toBe(false)
    expect(isAnnouncementShown(bar(null, at(-60)), now)).toBe(false)
    expect(isAnnouncementShown({ ...bar(null, null), teks: '' }, now)).toBe(false)
  })

  it('is saved with its period, and its edges expire the pages without a save', async () => {
    const input = asInput(await read())
    input.pengumuman = {
      teks: 'Kantor tutup pada libur Natal',
      tautan: '/hubungi-kami',
      mulai: at(30),
      selesai: at(90),
    }
    expect((await save(input)).status).toBe(200)
    const { pengumuman } = await read()
    expect(pengumuman.teks).toBe('Kantor tutup pada libur Natal')
    const start = Date.parse(pengumuman.mulai!)
    // The edge job's look that covers the start expires the pages; one before or after it does not.
    expect(await applyAnnouncementEdges(t.payload, start - 20_000, start - 5_000)).toBe(false)
    expect(await applyAnnouncementEdges(t.payload, start - 5_000, start + 5_000)).toBe(true)
    const end = Date.parse(pengumuman.selesai!)
    expect(await applyAnnouncementEdges(t.payload, end - 1, end)).toBe(true)
    expect(await applyAnnouncementEdges(t.payload, end, end + 15_000)).toBe(false)
  })
})

describe('edited in /cms', () => {
  const cms = (method: string, path: string, options: CallOptions = {}) => {
    const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
    return call(cmsApi[method as 'GET'], path, { method, params: { slug }, token, ...options })
  }
  type CmsErrors = { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }
  const message = (data: CmsErrors) =>
    data.errors?.[0]?.data?.errors?.[0]?.message ?? data.errors?.[0]?.message

  it('stores a picture through the upload guard, and refuses a bad one leaving no file', async () => {
    const pictures = async () =>
      (await t.listMedia({ sitePictures: true })).filter((name) => name.startsWith('gambar-situs/'))
    const before = await pictures()
    const stored = await cms('POST', '/cms-api/gambar-situs', {
      form: {
        _payload: JSON.stringify({ alt: 'Dari CMS' }),
        file: file(await makeImage('webp', 800, 600), 'cms.webp', 'image/webp'),
      },
    })
    expect(stored.status).toBe(201)
    expect(stored.data.doc.filename).toMatch(/^gambar-situs-[0-9a-f]{8}\.webp$/)
    const added = (await pictures()).filter((name) => !before.includes(name))
    expect(added).toHaveLength(2)

    const refused = await cms('POST', '/cms-api/gambar-situs', {
      form: {
        _payload: JSON.stringify({ alt: 'Animasi' }),
        file: file(await makeImage('gif'), 'a.gif', 'image/gif'),
      },
    })
    expect(refused.status).toBe(400)
    expect(message(refused.data)).toBe(M.fileType)
    expect((await pictures()).filter((name) => !before.includes(name))).toEqual(added)

    const { hero } = await read()
    const inUse = await cms('DELETE', `/cms-api/gambar-situs/${hero[0].gambar!.id}`)
    expect(inUse.status).toBe(400)
    expect(message(inUse.data)).toBe(M.imageInUse)
  })

  it("judges the settings' values with the same rules", async () => {
    const refused = await cms('POST', '/cms-api/globals/site-settings', {
      json: { sosial: { youtube: 'javascript:alert(1)' } },
    })
    expect(refused.status).toBe(400)
    expect(message(refused.data)).toBe(M.badSocial)
    expect((await read()).sosial.youtube).not.toContain('javascript')
  })
})

describe('the Dewan Pengawas Syariah', () => {
  const withDps = (look: SiteLookDto) => ({
    ...asInput(look),
    dps: look.dps.map((p) => ({ ...p, foto: { id: p.foto!.id, alt: p.foto!.alt } })),
  })

  it('is seeded with a chair and a member, with portraits, and in the bank JSON-LD', async () => {
    const look = await read()
    expect(look.dps.map((p) => [p.nama, p.peran, p.foto?.alt])).toEqual(
      siteSeed.dps.map((p) => [p.nama, p.peran, `Foto ${p.nama}`]),
    )
    expect(look.dps[0].pendidikan).toEqual(siteSeed.dps[0].pendidikan)
    expect(look.dps[1].pengalaman).toEqual(siteSeed.dps[1].pengalaman)
    const site = await t.payload.findGlobal({ slug: 'site-settings', depth: 1 })
    expect(bankJsonLd(site).member).toEqual([
      { '@type': 'Person', name: siteSeed.dps[0].nama, jobTitle: 'Ketua Dewan Pengawas Syariah' },
      { '@type': 'Person', name: siteSeed.dps[1].nama, jobTitle: 'Anggota Dewan Pengawas Syariah' },
    ])
  })

  it('is edited through PUT /api/tampilan-situs, and a save without it leaves it alone', async () => {
    const image = await upload({
      file: file(await makeImage('png', 480, 600), 'dps.png', 'image/png'),
      alt: 'Foto Ustazah Nur Aini',
    })
    expect(image.status).toBe(201)
    const input = withDps(await read())
    input.dps = [
      input.dps[1],
      {
        foto: { id: image.data.id, alt: image.data.alt },
        nama: 'Dr. Hj. Nur Aini, M.A.',
        peran: 'ketua',
        pendidikan: ['S-3 Hukum Islam, lulus 2009'],
        pengalaman: ['Anggota DSN-MUI', 'Dosen Fikih Muamalah'],
      },
    ]
    const saved = await save(input)
    expect(saved.status).toBe(200)
    expect(saved.data.dps.map((p: { nama: string; peran: string }) => [p.nama, p.peran])).toEqual([
      [siteSeed.dps[1].nama, 'anggota'],
      ['Dr. Hj. Nur Aini, M.A.', 'ketua'],
    ])
    expect((await read()).dps[1]).toMatchObject({
      pengalaman: ['Anggota DSN-MUI', 'Dosen Fikih Muamalah'],
      foto: { id: image.data.id },
    })

    expect((await save(asInput(await read()))).status).toBe(200)
    expect((await read()).dps.map((p) => p.nama)).toEqual([
      siteSeed.dps[1].nama,
      'Dr. Hj. Nur Aini, M.A.',
    ])
  })

  it('refuses two chairs, an unknown role and a missing name with their messages', async () => {
    const before = await read()
    const bad = async (change: (i: ReturnType<typeof withDps>) => void) => {
      const copy = withDps(before)
      change(copy)
      return save(copy)
    }
    const cases: [Awaited<ReturnType<typeof save>>, string][] = [
      [await bad((i) => i.dps.forEach((p) => (p.peran = 'ketua'))), M.dpsOneKetua],
      [await bad((i) => (i.dps[0].peran = 'bendahara' as never)), M.dpsPeran],
      [await bad((i) => (i.dps[0].nama = ' ')), M.textRequired],
    ]
    for (const [answer, message] of cases) {
      expect(answer).toMatchObject({ status: 400, data: { error: message } })
    }
    expect(await read()).toEqual(before)
  })
})
