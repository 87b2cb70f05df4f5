import { sql } from 'drizzle-orm'

import type { IndexDoc } from './records'
import type { Runner } from './sql'

/*
 * The three profile pages as the site search made them on 2026-11-26 from the site settings
 * (then src/modules/search/search.documents.ts), read from the settings' tables of that day.
 */

type Text = string | null
type Settings = {
  id: number | string
  nama_bank: Text
  visi: Text
  motto: Text
  motto_penjelasan: Text
  sejarah_tahukah_anda: Text
  keterangan_struktur: Text
  updated_at: string | Date | null
}
type Line = { teks: string }

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join('\n')

const texts = (rows: Line[]) => rows.map((row) => row.teks)

export async function profilDocs(db: Runner): Promise<IndexDoc[]> {
  const [site] = await db.all<Settings>(sql`SELECT id, nama_bank, visi, motto, motto_penjelasan,
    sejarah_tahukah_anda, keterangan_struktur, updated_at FROM site_settings ORDER BY id LIMIT 1`)
  // Settings never filled in have no profile pages yet.
  if (!site?.nama_bank) return []
  const lines = (table: string, parent: number | string = site.id) =>
    db.all<Line>(sql`SELECT teks FROM ${sql.identifier(table)}
      WHERE _parent_id = ${parent} ORDER BY _order`)
  const misi = await lines('site_settings_misi')
  const paragraf = await lines('site_settings_sejarah_paragraf')
  const timeline = await db.all<{ tanggal: string; judul: string; keterangan: string }>(
    sql`SELECT tanggal, judul, keterangan FROM site_settings_sejarah_timeline
      WHERE _parent_id = ${site.id} ORDER BY _order`,
  )
  const pengurus = await db.all<{ id: string; nama: string; jabatan: string }>(
    sql`SELECT id, nama, jabatan FROM site_settings_pengurus
      WHERE _parent_id = ${site.id} ORDER BY _order`,
  )
  const orang: string[] = []
  for (const p of pengurus) {
    const pendidikan = await lines('site_settings_pengurus_pendidikan', p.id)
    const riwayat = await lines('site_settings_pengurus_riwayat_pekerjaan', p.id)
    orang.push(join(p.nama, p.jabatan, ...texts(pendidikan), ...texts(riwayat)))
  }
  const date = site.updated_at ? new Date(site.updated_at).toISOString() : new Date(0).toISOString()
  const page = (ref: string, title: string, body: string): IndexDoc => ({
    kind: 'profil',
    ref,
    title,
    body,
    url: `/profil/${ref}`,
    date,
  })
  return [
    page(
      'visi-misi',
      'Visi, Misi dan Motto',
      join('Visi', site.visi, 'Misi', ...texts(misi), site.motto, site.motto_penjelasan),
    ),
    page(
      'sejarah-singkat',
      'Sejarah Singkat',
      join(
        ...texts(paragraf),
        site.sejarah_tahukah_anda,
        ...timeline.map((t) => join(t.tanggal, t.judul, t.keterangan)),
      ),
    ),
    page('struktur-organisasi', 'Struktur Organisasi', join(site.keterangan_struktur, ...orang)),
  ]
}
