/** What a run did, printed by the command, written as JSON and shown by /admin. */
export type ImportReport = {
  dryRun: boolean
  counts: {
    news: { dibuat: number; diperbarui: number; draf: number }
    media: { dibuat: number; diperbarui: number }
    pengalihan: { dibuat: number; sudahAda: number }
    halaman: number
  }
  /** Items left out, each with its WordPress id and why. */
  skipped: { wpId: number; judul: string; alasan: string }[]
  /** Files named by the export that the uploads folder does not have. */
  missingFiles: string[]
  /** The old site's pages: their address, and a redirect proposed when a page here matches. */
  pages: { wpId: number; judul: string; alamatLama: string; usulanPengalihan: string | null }[]
  warnings: string[]
  /** Categories the mapping file must still name one of the nine for (the run stopped). */
  unmappedCategories: { slug: string; nama: string }[]
}

export const emptyReport = (dryRun: boolean): ImportReport => ({
  dryRun,
  counts: {
    news: { dibuat: 0, diperbarui: 0, draf: 0 },
    media: { dibuat: 0, diperbarui: 0 },
    pengalihan: { dibuat: 0, sudahAda: 0 },
    halaman: 0,
  },
  skipped: [],
  missingFiles: [],
  pages: [],
  warnings: [],
  unmappedCategories: [],
})

/** The report as lines for a terminal. */
export function reportLines(report: ImportReport): string[] {
  const { news, media, pengalihan, halaman } = report.counts
  const lines = [
    report.dryRun ? 'Uji coba (tidak ada yang disimpan):' : 'Impor WordPress selesai:',
    `  Berita: ${news.dibuat} dibuat, ${news.diperbarui} diperbarui (${news.draf} sebagai draf)`,
    `  Pustaka Media: ${media.dibuat} dibuat, ${media.diperbarui} diperbarui`,
    `  Pengalihan: ${pengalihan.dibuat} dibuat, ${pengalihan.sudahAda} sudah ada`,
    `  Halaman WordPress: ${halaman} (tidak diimpor; lihat usulan pengalihan)`,
  ]
  for (const s of report.skipped) lines.push(`  Dilewati #${s.wpId} "${s.judul}": ${s.alasan}`)
  for (const f of report.missingFiles) lines.push(`  Berkas tidak ada: ${f}`)
  for (const p of report.pages) {
    lines.push(
      `  Halaman "${p.judul}" ${p.alamatLama}` +
        (p.usulanPengalihan
          ? ` → usulan: ${p.usulanPengalihan}`
          : ' (tidak ada halaman yang cocok)'),
    )
  }
  for (const w of report.warnings) lines.push(`  Peringatan: ${w}`)
  return lines
}
