import { P } from '../palette.mjs'
import { PdfPage, buildPdf, textWidth } from './pdf-file.mjs'

/** Simple flowing layout on A4 pages with header, disclaimer and footer. */
export class ReportWriter {
  constructor(title, subtitle) {
    this.title = title
    this.subtitle = subtitle
    this.pages = []
    this.newPage()
  }
  newPage() {
    const pg = new PdfPage()
    this.pages.push(pg)
    this.pg = pg
    const first = this.pages.length === 1
    pg.rect(0, 841.89 - (first ? 96 : 50), 595.28, first ? 96 : 50, P.g900)
    pg.rect(0, 841.89 - (first ? 100 : 53), 595.28, first ? 4 : 3, P.gold2)
    if (first) {
      pg.text(50, 790, 'PT BPRS Contoh Syariah Yogyakarta', {
        size: 10,
        color: P.gold1,
        bold: true,
      })
      pg.text(50, 766, this.title, { size: 18, bold: true, color: '#ffffff' })
      pg.text(50, 752, this.subtitle, { size: 9, color: '#d3eee0' })
      this.y = 716
      pg.text(50, this.y, 'PT BPRS Contoh Syariah Yogyakarta', { size: 11, bold: true })
      this.y -= 14
      pg.text(50, this.y, 'Jalan Ngasem No. 52A, Yogyakarta', { size: 10, color: P.ink2 })
      this.y -= 22
      pg.rect(50, this.y - 22, 495, 30, P.gold0)
      pg.rect(50, this.y - 22, 4, 30, P.gold)
      pg.text(62, this.y - 3, 'Dokumen contoh untuk demonstrasi situs web', {
        size: 10,
        bold: true,
        color: P.gold7,
      })
      pg.text(
        62,
        this.y - 16,
        'Seluruh nama, angka dan data di dalam dokumen ini adalah fiktif (data contoh).',
        { size: 8.5, color: P.ink2 },
      )
      this.y -= 46
    } else {
      pg.text(50, 810, this.title, { size: 12, bold: true, color: '#ffffff' })
      pg.text(545, 810, 'PT BPRS Contoh Syariah Yogyakarta', {
        size: 8.5,
        color: P.gold1,
        align: 'right',
      })
      this.y = 760
    }
  }
  ensure(h) {
    if (this.y - h < 70) this.newPage()
  }
  heading(t) {
    this.ensure(110) // keep a heading together with the start of its section
    this.y -= 8
    this.pg.text(50, this.y, t, { size: 12, bold: true, color: P.g900 })
    this.pg.line(50, this.y - 5, 545, this.y - 5, P.g300, 0.8)
    this.y -= 22
  }
  para(t, { size = 10, lead = 14.2 } = {}) {
    const words = t.split(/\s+/)
    let line = ''
    const lines = []
    for (const w of words) {
      const test = line ? `${line} ${w}` : w
      if (textWidth(test, size) > 495) {
        lines.push(line)
        line = w
      } else line = test
    }
    if (line) lines.push(line)
    this.ensure(lines.length * lead + 6)
    for (const l of lines) {
      this.pg.text(50, this.y, l, { size, color: P.ink })
      this.y -= lead
    }
    this.y -= 6
  }
  table(head, rows, { widths = [255, 120, 120], bold = [] } = {}) {
    const rowH = 17
    this.ensure(rowH * (rows.length + 1) + 10)
    const x0 = 50
    const pg = this.pg
    pg.rect(x0, this.y - 5, 495, rowH, P.g200)
    let x = x0
    head.forEach((h, i) => {
      if (i === 0) pg.text(x + 6, this.y, h, { size: 9, bold: true, color: P.g900 })
      else
        pg.text(x + widths[i] - 6, this.y, h, {
          size: 9,
          bold: true,
          color: P.g900,
          align: 'right',
        })
      x += widths[i]
    })
    this.y -= rowH
    rows.forEach((r, ri) => {
      const isBold = bold.includes(ri)
      if (isBold) pg.rect(x0, this.y - 5, 495, rowH, P.g100)
      let xx = x0
      r.forEach((c, i) => {
        if (i === 0) pg.text(xx + 6, this.y, c, { size: 9, bold: isBold })
        else pg.text(xx + widths[i] - 6, this.y, c, { size: 9, bold: isBold, align: 'right' })
        xx += widths[i]
      })
      pg.line(x0, this.y - 5.5, x0 + 495, this.y - 5.5, P.g200, 0.5)
      this.y -= rowH
    })
    this.y -= 10
  }
  finish(info) {
    const total = this.pages.length
    this.pages.forEach((pg, i) => {
      pg.line(50, 52, 545, 52, P.g300, 0.6)
      pg.text(50, 38, `PT BPRS Contoh Syariah Yogyakarta - ${this.title}`, {
        size: 8,
        color: P.grey,
      })
      pg.text(545, 38, `Halaman ${i + 1} dari ${total}`, { size: 8, color: P.grey, align: 'right' })
      pg.text(297.6, 26, 'Dokumen contoh untuk demonstrasi situs web - bukan laporan resmi.', {
        size: 7.5,
        color: P.grey,
        align: 'center',
      })
    })
    return buildPdf(this.pages, info)
  }
}

export const idr = (v) => Math.round(v).toLocaleString('de-DE') // 1.234.567 (Indonesian grouping)
export const pct = (v) => v.toFixed(2).replace('.', ',') + '%'
