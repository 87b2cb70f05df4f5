// A minimal PDF writer, so the demo reports need no PDF library: built-in Helvetica fonts, A4 pages.

import { n } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

// Helvetica glyph widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELV_W = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
export const textWidth = (s, size, bold = false) => {
  let w = 0
  for (const ch of s) {
    const c = ch.charCodeAt(0)
    w += c >= 32 && c <= 126 ? HELV_W[c - 32] : 556
  }
  return (w / 1000) * size * (bold ? 1.07 : 1)
}
const pdfStr = (s) =>
  '(' +
  s
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/[^\x20-\x7e]/g, '?') +
  ')'
const rgb = (hex) => {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => +(c / 255).toFixed(3)).join(' ')
}

export class PdfPage {
  constructor() {
    this.ops = []
  }
  text(x, y, s, { size = 10, bold = false, color = P.ink, align = 'left' } = {}) {
    let xx = x
    if (align === 'right') xx = x - textWidth(s, size, bold)
    if (align === 'center') xx = x - textWidth(s, size, bold) / 2
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${n(xx)} ${n(y)} Td ${pdfStr(s)} Tj ET`,
    )
  }
  rect(x, y, w, h, fill) {
    this.ops.push(`${rgb(fill)} rg ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`)
  }
  line(x1, y1, x2, y2, color = P.g300, width = 0.6) {
    this.ops.push(`${rgb(color)} RG ${width} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`)
  }
  toString() {
    return this.ops.join('\n') + '\n'
  }
}

/** Builds a valid PDF 1.4 file (Helvetica + Helvetica-Bold, A4) with a correct xref table. */
export function buildPdf(pages, info) {
  const objs = []
  const add = (body) => {
    objs.push(body)
    return objs.length
  }
  const catalog = add(null)
  const pagesObj = add(null)
  const f1 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const f2 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const infoEntries = Object.entries(info).map(([k, v]) => `/${k} ${pdfStr(v)}`)
  const infoObj = add(`<< ${infoEntries.join(' ')} >>`)
  const kids = []
  for (const pg of pages) {
    const content = pg.toString()
    const c = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    )
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font <<` +
          ` /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${c} 0 R >>`,
      ),
    )
  }
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`
  objs[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out +=
    `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>` +
    `\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
