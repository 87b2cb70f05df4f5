import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { sniffMime } from '@/lib/sniff-mime'
import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'

import { type ImageSeed, siteSeed } from './data/site'

const toLines = (items: readonly string[]) => items.map((teks) => ({ teks }))

// Seeding runs outside any Next request and before anyone can sign in, hence these options.
const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

/** The shipped pictures: in public/, which every build and image carries. */
const imagesDir = () => path.resolve(process.cwd(), 'public/images')

/** Uploads a shipped picture as a site picture (judged and stored as any upload) and gives its id. */
async function uploadSeedImage(payload: Payload, { file, alt, focalX, focalY }: ImageSeed) {
  const data = await readFile(path.join(imagesDir(), file))
  const created = await payload.create({
    collection: SITE_IMAGES,
    data: { alt, focalX: focalX ?? 50, focalY: focalY ?? 50 },
    file: { data, name: file, size: data.length, mimetype: sniffMime(data) ?? 'image/webp' },
    ...system(),
  })
  return created.id
}

type Ref = number | { id: number } | null | undefined

/**
 * Fills the bank's identity, the fixed page texts of the spec (address, motto, history,
 * management) and the site's pictures when they are empty. Every public page shows them, so this
 * runs on every start, also where demo content is turned off; what the administrator has changed
 * is left alone. A database from before the site pictures had their texts moved over by the
 * `site_look` migration: here each picture still missing gets the shipped one in its place.
 */
export async function ensureSiteSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...system() })
  const fresh = !settings.namaBank
  const upload = (image: ImageSeed) => uploadSeedImage(payload, image)
  const missing = (ref: Ref) => !ref

  // A new database takes the seed's rows, their pictures still to upload.
  const heroRows = settings.hero?.length
    ? settings.hero
    : fresh
      ? siteSeed.hero.map(({ judul, tagline }) => ({ judul, tagline, gambar: null as Ref }))
      : []
  const slideRows = settings.slideshow ?? []
  const pengurusRows = fresh
    ? siteSeed.pengurus.map((p) => ({
        ...p,
        foto: null as Ref,
        pendidikan: toLines(p.pendidikan),
        riwayatPekerjaan: toLines(p.riwayatPekerjaan),
      }))
    : (settings.pengurus ?? [])
  const dpsRows = fresh
    ? siteSeed.dps.map((p) => ({
        ...p,
        foto: null as Ref,
        pendidikan: toLines(p.pendidikan),
        pengalaman: toLines(p.pengalaman),
      }))
    : (settings.dps ?? [])
  const needed =
    fresh ||
    heroRows.some((row) => missing(row.gambar as Ref)) ||
    slideRows.length === 0 ||
    pengurusRows.some((row) => missing(row.foto as Ref)) ||
    dpsRows.some((row) => missing(row.foto as Ref)) ||
    missing(settings.gambarStruktur)
  if (!needed) return

  const pictures = {
    hero: await Promise.all(
      heroRows.map(async (row, i) => ({
        ...row,
        gambar: missing(row.gambar as Ref) ? await upload(siteSeed.hero[i].gambar) : row.gambar,
      })),
    ),
    slideshow: slideRows.length
      ? slideRows
      : await Promise.all(
          siteSeed.slideshow.map(async (image) => ({ gambar: await upload(image) })),
        ),
    pengurus: await Promise.all(
      pengurusRows.map(async (row, i) => {
        // A profile added before the pictures has no shipped portrait of its own: it borrows one
        // until the administrator uploads the real photo.
        const seed = siteSeed.pengurus[i % siteSeed.pengurus.length].foto
        const foto = missing(row.foto as Ref)
          ? await upload({ ...seed, alt: `Foto ${row.nama}` })
          : row.foto
        return { ...row, foto }
      }),
    ),
    dps: await Promise.all(
      dpsRows.map(async (row, i) => ({
        ...row,
        foto: missing(row.foto as Ref)
          ? await upload({ ...siteSeed.dps[i % siteSeed.dps.length].foto, alt: `Foto ${row.nama}` })
          : row.foto,
      })),
    ),
    gambarStruktur: missing(settings.gambarStruktur)
      ? await upload(siteSeed.gambarStruktur)
      : settings.gambarStruktur,
  }
  const identity = fresh
    ? {
        ...siteSeed,
        misi: toLines(siteSeed.misi),
        sejarah: { ...siteSeed.sejarah, paragraf: toLines(siteSeed.sejarah.paragraf) },
      }
    : {}
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...identity, ...pictures } as never,
    ...system(),
  })
}
