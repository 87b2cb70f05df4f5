import { joinText as join } from '@/lib/join-text'
import type { SiteSetting } from '@/payload-types'

import type { SearchDoc } from './search.types'

/* What of the profile pages is searched; each content type says what of its records is
 * (content-types/<type>.ts, `search`). */

const lines = (rows?: { teks: string }[] | null) => (rows ?? []).map((row) => row.teks)

/** The profile pages, titled as they head themselves. */
export function profilDocs(site: SiteSetting): SearchDoc[] {
  const date = site.updatedAt ?? new Date(0).toISOString()
  const page = (ref: string, title: string, body: string): SearchDoc => ({
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
      join('Visi', site.visi, 'Misi', ...lines(site.misi), site.motto, site.mottoPenjelasan),
    ),
    page(
      'sejarah-singkat',
      'Sejarah Singkat',
      join(
        ...lines(site.sejarah?.paragraf),
        site.sejarah?.tahukahAnda,
        ...(site.sejarah?.timeline ?? []).map((t) => join(t.tanggal, t.judul, t.keterangan)),
      ),
    ),
    page(
      'struktur-organisasi',
      'Struktur Organisasi',
      join(
        site.keteranganStruktur,
        ...(site.pengurus ?? []).map((p) =>
          join(p.nama, p.jabatan, ...lines(p.pendidikan), ...lines(p.riwayatPekerjaan)),
        ),
      ),
    ),
  ]
}
