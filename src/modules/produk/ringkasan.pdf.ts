import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { formatRupiah } from '@/lib/format'
import { absoluteUrl } from '@/lib/json-ld'
import { SUMMARY_FIGURES } from '@/modules/simulator/simulator.describe'

import type { ProdukDto, RingkasanDto } from './produk.types'
import { AKAD_LABEL, formatBerlakuPer, formatBiaya, JENIS_LABEL } from './ringkasan.rules'
import { CONTOH_CATATAN, contohSimulasi } from './ringkasan.simulasi'

type Bank = {
  namaBank: string
  alamat: string
  telepon: string
  email: string
  pernyataanLps: string
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const WIDTH = A4[0] - 2 * MARGIN
const BRAND = rgb(0.043, 0.388, 0.267)

// The standard fonts speak WinAnsi: typographic marks become their plain forms, others a '?'.
const winAnsi = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff\n·…•]/g, '?')

/** Writes text top-down over as many A4 pages as it needs, wrapping at the margins. */
class Writer {
  private page!: PDFPage
  private y = 0
  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage()
  }
  private newPage() {
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }
  private lines(text: string, font: PDFFont, size: number, width: number) {
    const out: string[] = []
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word
        if (font.widthOfTextAtSize(next, size) > width && line) {
          out.push(line)
          line = word
        } else line = next
      }
      out.push(line)
    }
    return out
  }
  text(
    text: string,
    opts: {
      size?: number
      bold?: boolean
      color?: ReturnType<typeof rgb>
      x?: number
      width?: number
      gap?: number
    } = {},
  ) {
    const size = opts.size ?? 10
    const font = opts.bold ? this.fonts.bold : this.fonts.regular
    const x = MARGIN + (opts.x ?? 0)
    for (const line of this.lines(text, font, size, opts.width ?? WIDTH - (opts.x ?? 0))) {
      if (this.y - size < MARGIN) this.newPage()
      this.y -= size * 1.35
      this.page.drawText(line, {
        x,
        y: this.y,
        size,
        font,
        color: opts.color ?? rgb(0.1, 0.1, 0.1),
      })
    }
    this.y -= opts.gap ?? 4
  }
  /** A row of columns, each wrapped in its own width; the row ends under its tallest column. */
  row(cells: string[], widths: number[], bold = false) {
    const size = 9.5
    const font = bold ? this.fonts.bold : this.fonts.regular
    const wrapped = cells.map((cell, i) => this.lines(cell, font, size, widths[i] - 6))
    const height = Math.max(...wrapped.map((l) => l.length)) * size * 1.35
    if (this.y - height < MARGIN) this.newPage()
    let x = MARGIN
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        this.page.drawText(line, { x, y: this.y - (n + 1) * size * 1.35, size, font })
      })
      x += widths[i]
    })
    this.y -= height + 4
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: MARGIN + WIDTH, y: this.y + 1 },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.8),
    })
    this.y -= 3
  }
  space(points: number) {
    this.y -= points
  }
}

const PARTS = [
  ['fiturUtama', 'Fitur Utama'],
  ['manfaat', 'Manfaat'],
  ['risiko', 'Risiko'],
  ['persyaratan', 'Persyaratan dan Tata Cara'],
] as const

/** When the PDF was made, as the page footer says it (WIB). */
const madeAt = (now: Date) =>
  `${now.toLocaleString('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' })} WIB`

/**
 * The product summary as a PDF of selectable text, with the bank's identity and the date it was
 * made: the same text as the printable page (/produk/{slug}/ringkasan).
 */
export async function ringkasanPdf(
  produk: ProdukDto & { ringkasan: RingkasanDto },
  bank: Bank,
  now = new Date(),
): Promise<Uint8Array> {
  const { ringkasan } = produk
  const doc = await PDFDocument.create()
  const title = `Ringkasan Informasi Produk dan Layanan - ${produk.judul}`
  doc.setTitle(winAnsi(title))
  doc.setAuthor(winAnsi(bank.namaBank))
  doc.setLanguage('id-ID')
  doc.setCreationDate(now)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const w = new Writer(doc, fonts)
  w.text(bank.namaBank, { size: 12, bold: true, color: BRAND, gap: 0 })
  w.text(`${bank.alamat} · ${bank.telepon} · ${bank.email}`, { size: 9 })
  w.space(6)
  w.text('Ringkasan Informasi Produk dan Layanan', { size: 16, bold: true, color: BRAND, gap: 0 })
  w.text(produk.judul, { size: 13, bold: true, gap: 8 })
  const facts: [string, string][] = [
    ['Nama produk', produk.judul],
    ['Jenis produk', JENIS_LABEL[ringkasan.jenis]],
    ['Akad', AKAD_LABEL[ringkasan.akad]],
    ['Penerbit', bank.namaBank],
    ['Berlaku per', formatBerlakuPer(ringkasan.berlakuPer)],
  ]
  for (const [label, value] of facts) w.row([label, value], [120, WIDTH - 120])
  for (const [key, heading] of PARTS) {
    if (!ringkasan[key]) continue
    w.space(6)
    w.text(heading, { size: 12, bold: true, color: BRAND })
    w.text(ringkasan[key])
  }
  w.space(6)
  w.text('Biaya', { size: 12, bold: true, color: BRAND })
  if (ringkasan.biaya.length === 0) w.text('Tidak ada biaya untuk produk ini.')
  else {
    const widths = [WIDTH * 0.4, WIDTH * 0.2, WIDTH * 0.4]
    w.row(['Jenis Biaya', 'Besaran', 'Dikenakan'], widths, true)
    for (const b of ringkasan.biaya)
      w.row([b.nama, formatBiaya(b.jumlah, b.satuan), b.dikenakan], widths)
  }
  if (ringkasan.jenis === 'pembiayaan' && ringkasan.simulasi) {
    const contoh = contohSimulasi(ringkasan.simulasi)
    w.space(6)
    w.text('Contoh Simulasi Angsuran', { size: 12, bold: true, color: BRAND })
    w.text(contoh.uraian)
    for (const [label, key] of SUMMARY_FIGURES)
      w.row([label, formatRupiah(contoh.hasil[key])], [160, WIDTH - 160])
    w.text(`${CONTOH_CATATAN} Simulasikan: ${absoluteUrl(contoh.href)}`, { size: 9 })
  }
  if (ringkasan.jenis === 'simpanan') {
    w.space(6)
    w.text('Penjaminan LPS', { size: 12, bold: true, color: BRAND })
    w.text(
      ringkasan.dijaminLps
        ? `Produk ini dijamin oleh Lembaga Penjamin Simpanan (LPS). ${bank.pernyataanLps}`
        : 'Produk ini tidak termasuk simpanan yang dijamin oleh LPS.',
    )
  }
  w.space(10)
  w.text(`Dokumen ini dibuat pada ${madeAt(now)}.`, { size: 8.5 })
  return doc.save()
}
