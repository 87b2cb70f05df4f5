// The organisation chart for the structure page. It holds text, so its pixels depend on the fonts installed.

import { esc, n } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'

export function orgChart() {
  const W = 1600
  const H = 900
  const FONT = `font-family="'Inter','Segoe UI','Helvetica Neue',Arial,'DejaVu Sans',sans-serif"`
  const styles = {
    top: { fill: P.g900, stroke: P.g900, text: '#fff' },
    board: { fill: P.g700, stroke: P.g700, text: '#fff' },
    dir: { fill: P.gold2, stroke: P.gold, text: P.ink },
    staff: { fill: P.gold0, stroke: P.gold, text: P.ink },
    dept: { fill: P.g100, stroke: P.g600, text: P.ink },
    unit: { fill: '#fff', stroke: P.g500, text: P.ink },
  }
  const box = (cx, cy, w, h, lines, st, size = 24) => {
    const s = styles[st]
    const lh = size * 1.22
    const y0 = cy - ((lines.length - 1) * lh) / 2 + size * 0.36
    let o =
      `<rect x="${cx - w / 2 + 3}" y="${cy - h / 2 + 5}" width="${w}" height="${h}" rx="14"` +
      ` fill="${P.ink}" opacity="0.08"/>`
    o +=
      `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="14"` +
      ` fill="${s.fill}" stroke="${s.stroke}" stroke-width="3"/>`
    lines.forEach((t, i) => {
      o +=
        `<text x="${cx}" y="${n(y0 + i * lh)}" text-anchor="middle" ${FONT} font-size="${size}"` +
        ` font-weight="${i === 0 ? 700 : 600}" fill="${s.text}">${esc(t)}</text>`
    })
    return o
  }
  const line = (d, dashed = false) =>
    `<path d="${d}" fill="none" stroke="${dashed ? P.gold : P.g700}"` +
    ` stroke-width="${dashed ? 3 : 3.5}" ${dashed ? 'stroke-dasharray="10 8"' : ''}` +
    ` stroke-linejoin="round"/>`
  let b =
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
    `<rect width="${W}" height="${H}" fill="${P.g100}" opacity="0.5"/>`
  b += `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.06"/>`
  // connectors (drawn first)
  b += line('M800,100 L800,310') // RUPS -> Direksi
  b += line('M800,130 L520,130 L520,160 M800,130 L1080,130 L1080,160') // RUPS -> boards
  b += line('M520,250 L520,355 L640,355', true) // Komisaris -> Direksi (pengawasan)
  b += line('M1080,250 L1080,355 L960,355', true) // DPS -> Direksi
  b += line('M800,400 L800,580') // Direksi spine
  b += line('M500,495 L1100,495') // staff units
  b += line('M510,580 L1235,580 M510,580 L510,610 M1235,580 L1235,610')
  b += line('M510,700 L510,740 L220,740 L220,780 M510,740 L800,740 L800,780 M510,740 L510,780')
  b += line('M1235,700 L1235,740 L1090,740 L1090,780 M1235,740 L1380,740 L1380,780')
  // boxes
  b += box(800, 65, 260, 70, ['RUPS'], 'top', 28)
  b += box(520, 205, 320, 90, ['Dewan Komisaris'], 'board')
  b += box(1080, 205, 320, 90, ['Dewan Pengawas', 'Syariah'], 'board')
  b += box(800, 355, 320, 90, ['Direksi', '(Direktur Utama)'], 'dir')
  b += box(330, 495, 340, 90, ['Satuan Kerja', 'Audit Intern'], 'staff')
  b += box(1270, 495, 340, 90, ['Kepatuhan &', 'Manajemen Risiko'], 'staff')
  b += box(510, 655, 300, 90, ['Bagian', 'Operasional'], 'dept')
  b += box(1235, 655, 330, 90, ['Bagian Pemasaran/', 'Pembiayaan'], 'dept')
  b += box(220, 820, 264, 80, ['Teller'], 'unit')
  b += box(510, 820, 264, 80, ['Customer Service'], 'unit', 23)
  b += box(800, 820, 264, 80, ['Accounting'], 'unit')
  b += box(1090, 820, 264, 80, ['Account Officer'], 'unit')
  b += box(1380, 820, 264, 80, ['Remedial'], 'unit')
  // legend
  b +=
    `<g ${FONT} font-size="22" fill="${P.ink}">` +
    `<path d="M40,40 L100,40" stroke="${P.g700}" stroke-width="3.5"/>` +
    `<text x="112" y="48">Garis komando</text>` +
    `<path d="M40,80 L100,80" stroke="${P.gold}" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<text x="112" y="88">Garis pengawasan</text></g>`
  return svgDoc(W, H, b, { title: 'Struktur Organisasi PT BPRS Contoh Syariah' })
}
