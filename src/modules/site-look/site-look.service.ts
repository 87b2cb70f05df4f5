import { badRequest } from '@/lib/errors'
import type { UploadFile } from '@/lib/http'
import { parseInput } from '@/lib/parse-input'
import type { ServiceContext } from '@/lib/service-context'
import { asCaller } from '@/lib/service-context'
import type { SiteSetting } from '@/payload-types'
import { expireContent } from '@/modules/content/content-cache'
import { getSiteSettings } from '@/modules/site/site.service'
import { writeWithUpload } from '@/modules/storage/stored-upload'

import { type SiteImage, siteImage } from './site-image'
import { altRule } from './site-look.fields'
import { type DpsPeran, SITE_IMAGES, SITE_LOOK_MESSAGES } from './site-look.rules'
import { siteLookInputSchema } from './site-look.schema'

/** 'Tampilan Situs' as the admin screen edits it. */
export type SiteLookDto = {
  hero: { gambar: SiteImage | null; judul: string; tagline: string }[]
  slideshow: { gambar: SiteImage | null }[]
  pengurus: {
    foto: SiteImage | null
    nama: string
    jabatan: string
    tempatTanggalLahir: string
    pendidikan: string[]
    riwayatPekerjaan: string[]
  }[]
  /** Dewan Pengawas Syariah, beside the management. */
  dps: {
    foto: SiteImage | null
    nama: string
    peran: DpsPeran
    pendidikan: string[]
    pengalaman: string[]
  }[]
  struktur: { gambar: SiteImage | null; keterangan: string }
  sosial: { instagram: string; facebook: string; youtube: string }
  pengumuman: { teks: string; tautan: string; mulai: string | null; selesai: string | null }
}

const texts = (rows: { teks: string }[] | null | undefined) => (rows ?? []).map((r) => r.teks)

export function toSiteLookDto(site: SiteSetting): SiteLookDto {
  return {
    hero: (site.hero ?? []).map(({ gambar, judul, tagline }) => ({
      gambar: siteImage(gambar),
      judul,
      tagline,
    })),
    slideshow: (site.slideshow ?? []).map(({ gambar }) => ({ gambar: siteImage(gambar) })),
    pengurus: (site.pengurus ?? []).map((p) => ({
      foto: siteImage(p.foto),
      nama: p.nama,
      jabatan: p.jabatan,
      tempatTanggalLahir: p.tempatTanggalLahir,
      pendidikan: texts(p.pendidikan),
      riwayatPekerjaan: texts(p.riwayatPekerjaan),
    })),
    dps: (site.dps ?? []).map((p) => ({
      foto: siteImage(p.foto),
      nama: p.nama,
      peran: p.peran,
      pendidikan: texts(p.pendidikan),
      pengalaman: texts(p.pengalaman),
    })),
    struktur: { gambar: siteImage(site.gambarStruktur), keterangan: site.keteranganStruktur },
    sosial: {
      instagram: site.sosial?.instagram ?? '',
      facebook: site.sosial?.facebook ?? '',
      youtube: site.sosial?.youtube ?? '',
    },
    pengumuman: {
      teks: site.pengumuman?.teks ?? '',
      tautan: site.pengumuman?.tautan ?? '',
      mulai: site.pengumuman?.mulai ?? null,
      selesai: site.pengumuman?.selesai ?? null,
    },
  }
}

export async function getSiteLook(ctx: ServiceContext): Promise<SiteLookDto> {
  return toSiteLookDto(await getSiteSettings(ctx))
}

const lines = (items: string[]) => items.map((teks) => ({ teks }))
const orNull = (value: string) => value.trim() || null

/**
 * Saves the whole of 'Tampilan Situs': the settings first (their rules judge every value), then
 * each picture whose alt text changed; then every public page expires. Every alt text is judged
 * before anything is written, so a bad one changes nothing.
 */
export async function updateSiteLook(ctx: ServiceContext, input: unknown): Promise<SiteLookDto> {
  const data = parseInput(siteLookInputSchema, input)
  const pictures = [
    ...data.hero.map((h) => h.gambar),
    ...data.slideshow.map((s) => s.gambar),
    ...data.pengurus.map((p) => p.foto),
    ...(data.dps ?? []).map((p) => p.foto),
    data.struktur.gambar,
  ]
  for (const { alt } of pictures) {
    const verdict = altRule(alt, {} as never)
    if (verdict !== true) throw badRequest(String(verdict))
  }
  const saved = await ctx.payload.updateGlobal({
    slug: 'site-settings',
    depth: 1,
    data: {
      hero: data.hero.map(({ gambar, judul, tagline }) => ({ gambar: gambar.id, judul, tagline })),
      slideshow: data.slideshow.map(({ gambar }) => ({ gambar: gambar.id })),
      pengurus: data.pengurus.map(({ foto, pendidikan, riwayatPekerjaan, ...rest }) => ({
        ...rest,
        foto: foto.id,
        pendidikan: lines(pendidikan),
        riwayatPekerjaan: lines(riwayatPekerjaan),
      })),
      ...(data.dps
        ? {
            dps: data.dps.map(({ foto, pendidikan, pengalaman, peran, nama }) => ({
              nama,
              // The field's rule answers a choice outside the list with its own message.
              peran: peran as DpsPeran,
              foto: foto.id,
              pendidikan: lines(pendidikan),
              pengalaman: lines(pengalaman),
            })),
          }
        : {}),
      gambarStruktur: data.struktur.gambar.id,
      keteranganStruktur: data.struktur.keterangan,
      sosial: {
        instagram: orNull(data.sosial.instagram),
        facebook: orNull(data.sosial.facebook),
        youtube: orNull(data.sosial.youtube),
      },
      pengumuman: {
        teks: orNull(data.pengumuman.teks),
        tautan: orNull(data.pengumuman.tautan),
        mulai: data.pengumuman.mulai,
        selesai: data.pengumuman.selesai,
      },
    },
    ...asCaller(ctx),
  })
  const stored = new Map(
    [
      ...(saved.hero ?? []).map((h) => siteImage(h.gambar)),
      ...(saved.slideshow ?? []).map((s) => siteImage(s.gambar)),
      ...(saved.pengurus ?? []).map((p) => siteImage(p.foto)),
      ...(saved.dps ?? []).map((p) => siteImage(p.foto)),
      siteImage(saved.gambarStruktur),
    ].flatMap((image) => (image ? [[image.id, image.alt]] : [])),
  )
  const renamed = new Map(pictures.map(({ id, alt }) => [id, alt.trim()]))
  for (const [id, alt] of renamed) {
    if (stored.get(id) === alt) continue
    await ctx.payload.update({ collection: SITE_IMAGES, id, data: { alt }, ...asCaller(ctx) })
  }
  await expireContent('site')
  return getSiteLook(ctx)
}

/** Stores a new site picture with its alt text (and focal point), for the settings to point at. */
export async function createSiteImage(
  ctx: ServiceContext,
  file: UploadFile | undefined,
  fields: { alt: string; focalX?: number; focalY?: number },
): Promise<SiteImage> {
  // Judged before the file is stored, so a refusal leaves nothing behind.
  const verdict = altRule(fields.alt, {} as never)
  if (verdict !== true) throw badRequest(String(verdict))
  if (!file) throw badRequest(SITE_LOOK_MESSAGES.required)
  const doc = await writeWithUpload(SITE_IMAGES, file, {}, (context) =>
    ctx.payload.create({
      collection: SITE_IMAGES,
      data: { alt: fields.alt.trim(), focalX: fields.focalX ?? 50, focalY: fields.focalY ?? 50 },
      context,
      ...asCaller(ctx),
    }),
  )
  const image = siteImage(doc)
  if (!image) throw new Error('A stored site picture has no URL')
  return image
}
