import { KATEGORI_NEWS, type KategoriNews } from '@/modules/news/news.rules'

import type { WxrCategory } from './wxr'

/*
 * Which of SPEC's nine news categories each WordPress category becomes: a JSON file the dry run
 * writes (with a guess where the names agree) for the bank to complete, and the import reads.
 */

/** `{ "<wordpress slug>": { "nama": "<its name>", "kategori": "<one of the nine>" | "" } }` */
export type CategoryMapping = Record<string, { nama: string; kategori: string }>

const norm = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** A category of the nine whose name is the WordPress one's, or starts with it ('Zakat'). */
export function guessCategory(name: string): KategoriNews | '' {
  const wanted = norm(name)
  if (!wanted) return ''
  return (
    KATEGORI_NEWS.find((k) => norm(k) === wanted) ??
    KATEGORI_NEWS.find((k) => norm(k).split(' ')[0] === wanted) ??
    ''
  )
}

/** The file the dry run writes: every category a post uses, what the bank chose kept. */
export function mappingFor(used: WxrCategory[], existing: CategoryMapping = {}): CategoryMapping {
  const mapping: CategoryMapping = {}
  for (const category of [...used].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const kept = existing[category.slug]?.kategori
    mapping[category.slug] = {
      nama: category.name,
      kategori: kept && isKategori(kept) ? kept : guessCategory(category.name),
    }
  }
  return mapping
}

export const isKategori = (value: string): value is KategoriNews =>
  (KATEGORI_NEWS as readonly string[]).includes(value)

/** The mapping file's content; a file that is not one is refused with a message. */
export function parseMapping(text: string): CategoryMapping {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('Berkas pemetaan kategori bukan JSON yang valid.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('Berkas pemetaan kategori harus berisi objek per kategori WordPress.')
  }
  const mapping: CategoryMapping = {}
  for (const [slug, entry] of Object.entries(value as Record<string, unknown>)) {
    const e = (entry ?? {}) as Record<string, unknown>
    mapping[slug] = {
      nama: typeof e.nama === 'string' ? e.nama : slug,
      kategori: typeof e.kategori === 'string' ? e.kategori.trim() : '',
    }
  }
  return mapping
}

/** The categories a run needs that the mapping leaves empty or names wrongly. */
export const unmapped = (mapping: CategoryMapping, used: WxrCategory[]) =>
  used.filter((c) => !isKategori(mapping[c.slug]?.kategori ?? ''))
