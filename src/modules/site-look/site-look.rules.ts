import type { ImageSize } from 'payload'

import type { UploadRule } from '@/content-types/definition'

/*
 * The site's own pictures and texts ('Tampilan Situs'): the hero banners, the slideshow, the
 * management profiles, the organisation chart, the social links and the announcement bar. Their
 * limits and messages, written once for the global, the collection and the admin form.
 */

/** The upload collection of the site's own pictures. */
export const SITE_IMAGES = 'gambar-situs'

/** SPEC 9: the hero shows three banners and the home slideshow three slides. */
export const HERO_COUNT = 3
export const SLIDE_COUNT = 3
export const PENGURUS_MAX = 6
/** Room for the Dewan Pengawas Syariah: POJK 25/2024 asks for two or three, a chair among them. */
export const DPS_MAX = 5
export const DPS_PERAN = ['ketua', 'anggota'] as const
export type DpsPeran = (typeof DPS_PERAN)[number]
export const DPS_PERAN_LABEL: Record<DpsPeran, string> = {
  ketua: 'Ketua Dewan Pengawas Syariah',
  anggota: 'Anggota Dewan Pengawas Syariah',
}
export const ALT_MAX = 500
export const TEXT_MAX = 200
export const ANNOUNCEMENT_MAX = 200

export const SITE_LOOK_MESSAGES = {
  required: 'Gambar wajib diunggah.',
  fileType: 'Format gambar harus PNG, JPEG, atau WebP.',
  fileSize: 'Ukuran gambar maksimal 2 MB.',
  altRequired: 'Teks alternatif gambar wajib diisi.',
  altTooLong: `Teks alternatif gambar maksimal ${ALT_MAX} karakter.`,
  textRequired: 'Teks wajib diisi.',
  textTooLong: `Teks maksimal ${TEXT_MAX} karakter.`,
  imageInUse: 'Gambar masih dipakai di Tampilan Situs dan tidak dapat dihapus.',
  badLink: 'Tautan harus diawali https://, http://, atau / (halaman situs ini).',
  badSocial: 'Tautan media sosial harus diawali https:// atau http://.',
  announcementTooLong: `Teks pengumuman maksimal ${ANNOUNCEMENT_MAX} karakter.`,
  announcementNeedsText: 'Isi teks pengumuman, atau kosongkan tautan dan jadwalnya.',
  badPeriod: 'Waktu selesai pengumuman harus setelah waktu mulai.',
  dpsPeran: 'Peran anggota Dewan Pengawas Syariah harus Ketua atau Anggota.',
  dpsOneKetua: 'Dewan Pengawas Syariah hanya boleh memiliki satu Ketua.',
  dpsMax: `Dewan Pengawas Syariah paling banyak ${DPS_MAX} orang.`,
} as const

export const SITE_IMAGE_RULE: UploadRule = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  requiredOnCreate: true,
  messages: {
    required: SITE_LOOK_MESSAGES.required,
    fileType: SITE_LOOK_MESSAGES.fileType,
    fileSize: SITE_LOOK_MESSAGES.fileSize,
  },
}

/**
 * WebP renditions that keep the picture's own shape (a banner is wide, a portrait tall): only
 * their width is set. The page crops with CSS, around the picture's focal point.
 */
export const SITE_IMAGE_SIZES: ImageSize[] = [
  { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 72 } } },
  { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 75 } } },
]

/** A link of the announcement bar: a page of this site or an address on the web. */
export const isAnnouncementLink = (value: string) =>
  /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value)

export const isSocialLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value)

type Period = { mulai?: string | null; selesai?: string | null }

/** Whether the announcement's period (either end may be open) holds `now`. */
export const isAnnouncementShown = (
  bar: (Period & { teks?: string | null }) | null | undefined,
  now: Date,
) =>
  Boolean(bar?.teks?.trim()) &&
  (!bar?.mulai || Date.parse(bar.mulai) <= now.getTime()) &&
  (!bar?.selesai || Date.parse(bar.selesai) > now.getTime())
