import { issueFormToken } from '@/modules/pengajuan/form-token'
import { MIN_FILL_MS } from '@/modules/pengajuan/pengajuan.rules'

/** A report as a person would post it, filled in long enough before `now`. */
export function reportForm(
  overrides: Record<string, string> = {},
  files: { name: string; bytes: Buffer }[] = [],
  now = Date.now(),
): FormData {
  const form = new FormData()
  const fields = {
    mulai: issueFormToken(now - MIN_FILL_MS - 1000),
    situs: '',
    apa: 'Pencairan pembiayaan fiktif atas nama nasabah yang tidak ada.',
    siapa: 'Seorang petugas pembiayaan di kantor cabang.',
    kapan: 'Oktober 2026',
    dimana: 'Kantor cabang utama',
    bagaimana: 'Dokumen nasabah dipalsukan lalu dana dicairkan ke rekening lain.',
    identitas: 'anonim',
    nama: '',
    kontak: '',
    persetujuan: 'ya',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append('lampiran', new File([new Uint8Array(file.bytes)], file.name))
  return form
}
