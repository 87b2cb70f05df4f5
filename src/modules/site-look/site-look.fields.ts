import type { Field, Validate } from 'payload'

import { requiredText } from '@/collections/validators'

import {
  ALT_MAX,
  ANNOUNCEMENT_MAX,
  DPS_MAX,
  DPS_PERAN,
  DPS_PERAN_LABEL,
  HERO_COUNT,
  isAnnouncementLink,
  isSocialLink,
  PENGURUS_MAX,
  SITE_IMAGES,
  SITE_LOOK_MESSAGES as M,
  SLIDE_COUNT,
  TEXT_MAX,
} from './site-look.rules'

// Required by its rule, not by Payload's `required` (a NOT NULL column): the rows that were there
// before the pictures get theirs at start-up (src/seed/ensure-site-settings.ts).
const image = (name: string, label: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: SITE_IMAGES,
  validate: (value: unknown) => (value ? true : M.required),
})
const text = (name: string, label: string, max = TEXT_MAX): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: requiredText(M.textRequired, { length: max, message: M.textTooLong }),
})
const lines = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [text('teks', 'Teks')],
})

/** The alt text's rule, for the collection and the service alike. */
export const altRule = requiredText(M.altRequired, { length: ALT_MAX, message: M.altTooLong })

const optional =
  (test: (value: string) => boolean, message: string): Validate<string> =>
  (value) =>
    !value || test(value) ? true : message

type Bar = {
  teks?: string | null
  tautan?: string | null
  mulai?: string | null
  selesai?: string | null
}

const announcementText: Validate<string> = (value, { siblingData }) => {
  const bar = siblingData as Bar
  if (!value?.trim()) return bar.tautan || bar.mulai || bar.selesai ? M.announcementNeedsText : true
  return value.length > ANNOUNCEMENT_MAX ? M.announcementTooLong : true
}

const announcementEnd: Validate<unknown> = (value, { siblingData }) => {
  const { mulai } = siblingData as Bar
  if (!value || !mulai) return true
  return Date.parse(String(value)) > Date.parse(String(mulai)) ? true : M.badPeriod
}

/** The fields of the 'Tampilan Situs' tab of the site-settings global. */
export const siteLookFields: Field[] = [
  {
    name: 'hero',
    label: 'Banner utama',
    type: 'array',
    minRows: HERO_COUNT,
    maxRows: HERO_COUNT,
    fields: [image('gambar', 'Gambar'), text('judul', 'Judul'), text('tagline', 'Tagline')],
  },
  {
    name: 'slideshow',
    label: 'Slideshow beranda',
    type: 'array',
    minRows: SLIDE_COUNT,
    maxRows: SLIDE_COUNT,
    fields: [image('gambar', 'Gambar')],
  },
  {
    name: 'pengurus',
    label: 'Pengurus (urutan tampil)',
    type: 'array',
    maxRows: PENGURUS_MAX,
    fields: [
      image('foto', 'Foto'),
      text('nama', 'Nama'),
      text('jabatan', 'Jabatan'),
      text('tempatTanggalLahir', 'Tempat, tanggal lahir'),
      lines('pendidikan', 'Pendidikan'),
      lines('riwayatPekerjaan', 'Riwayat pekerjaan'),
    ],
  },
  {
    name: 'dps',
    label: 'Dewan Pengawas Syariah (urutan tampil)',
    type: 'array',
    maxRows: DPS_MAX,
    validate: (rows: unknown) => {
      const list = Array.isArray(rows) ? (rows as { peran?: string }[]) : []
      if (list.length > DPS_MAX) return M.dpsMax
      return list.filter((row) => row.peran === 'ketua').length <= 1 || M.dpsOneKetua
    },
    fields: [
      image('foto', 'Foto'),
      text('nama', 'Nama'),
      {
        name: 'peran',
        label: 'Peran',
        type: 'select',
        required: true,
        options: DPS_PERAN.map((value) => ({ value, label: DPS_PERAN_LABEL[value] })),
        validate: (value: string | null | undefined) =>
          DPS_PERAN.includes(value as never) || M.dpsPeran,
      },
      lines('pendidikan', 'Pendidikan'),
      lines('pengalaman', 'Pengalaman'),
    ],
  },
  image('gambarStruktur', 'Bagan struktur organisasi'),
  text('keteranganStruktur', 'Keterangan bagan struktur organisasi'),
  {
    name: 'sosial',
    label: 'Media sosial',
    type: 'group',
    fields: (['instagram', 'facebook', 'youtube'] as const).map((name): Field => ({
      name,
      label: { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' }[name],
      type: 'text',
      validate: optional(isSocialLink, M.badSocial),
    })),
  },
  {
    name: 'pengumuman',
    label: 'Bilah pengumuman',
    type: 'group',
    admin: { description: 'Tampil di atas setiap halaman publik selama jadwalnya.' },
    fields: [
      { name: 'teks', label: 'Teks', type: 'text', validate: announcementText },
      {
        name: 'tautan',
        label: 'Tautan',
        type: 'text',
        validate: optional(isAnnouncementLink, M.badLink),
      },
      {
        name: 'mulai',
        label: 'Mulai',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'selesai',
        label: 'Selesai',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
        validate: announcementEnd as Validate,
      },
    ],
  },
]

type Ref = number | { id: number } | null | undefined
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : ref)

/** The site pictures the settings point at. */
export function imageIdsInUse(settings: {
  hero?: { gambar?: Ref }[] | null
  slideshow?: { gambar?: Ref }[] | null
  pengurus?: { foto?: Ref }[] | null
  dps?: { foto?: Ref }[] | null
  gambarStruktur?: Ref
}): Set<number> {
  const refs = [
    ...(settings.hero ?? []).map((row) => row.gambar),
    ...(settings.slideshow ?? []).map((row) => row.gambar),
    ...(settings.pengurus ?? []).map((row) => row.foto),
    ...(settings.dps ?? []).map((row) => row.foto),
    settings.gambarStruktur,
  ]
  return new Set(refs.map(idOf).filter((id): id is number => typeof id === 'number'))
}
