// The logo, the favicon mark and the Open Graph image: the only artwork with text besides the org chart.

import { n, star8, tr } from './draw/primitives.mjs'
import { svgDoc } from './draw/svg-doc.mjs'
import { P } from './palette.mjs'

const MARK_INNER = (s) =>
  `<rect width="${s}" height="${s}" rx="${n(s * 0.22)}" fill="${P.g900}"/>` +
  `<rect x="${n(s * 0.06)}" y="${n(s * 0.06)}" width="${n(s * 0.88)}" height="${n(s * 0.88)}"` +
  ` rx="${n(s * 0.18)}" fill="none" stroke="${P.g700}" stroke-width="${n(s * 0.025)}"/>` +
  star8(s / 2, s / 2, s * 0.36, `fill="${P.gold2}"`) +
  `<circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.13)}" fill="${P.g900}"/>` +
  `<circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.06)}" fill="${P.gold2}"/>`

export const logoMarkSvg = (s = 48) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"` +
  ` role="img" aria-label="BPRS Contoh Syariah">` +
  `<title>BPRS Contoh Syariah</title>${MARK_INNER(s)}</svg>\n`

export const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48"` +
  ` role="img" aria-label="BPRS Contoh Syariah">` +
  `<title>BPRS Contoh Syariah</title>${MARK_INNER(48)}` +
  `<text x="58" y="19" font-family="'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif"` +
  ` font-size="13" font-weight="800" letter-spacing="2.6" fill="${P.g700}">BPRS</text>` +
  `<text x="57" y="40" font-family="'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif"` +
  ` font-size="19" font-weight="700" fill="${P.g900}" textLength="160"` +
  ` lengthAdjust="spacingAndGlyphs">Contoh Syariah</text></svg>\n`

export function ogImage() {
  const W = 1200
  const H = 630
  const FONT = `font-family="'Inter','Segoe UI','Helvetica Neue',Arial,'DejaVu Sans',sans-serif"`
  const defs =
    `<linearGradient id="ogbg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${P.g700}"/><stop offset="1" stop-color="${P.g950}"/>` +
    `</linearGradient>`
  let b =
    `<rect width="${W}" height="${H}" fill="url(#ogbg)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#latGold)" opacity="0.16"/>`
  b +=
    `<rect x="0" y="560" width="${W}" height="70" fill="${P.g950}" opacity="0.6"/>` +
    `<rect x="0" y="560" width="${W}" height="70" fill="url(#kawungGold)" opacity="0.3"/>` +
    `<rect x="0" y="556" width="${W}" height="4" fill="${P.gold2}"/>`
  b += `<circle cx="250" cy="280" r="170" fill="${P.g950}" opacity="0.45"/>`
  b += tr(130, 160, 5, MARK_INNER(48))
  b += `<text x="450" y="250" ${FONT} font-size="74" font-weight="700" fill="#fff">BPRS Contoh</text>`
  b += `<text x="450" y="336" ${FONT} font-size="74" font-weight="700" fill="#fff">Syariah</text>`
  b += `<rect x="452" y="372" width="120" height="6" rx="3" fill="${P.gold2}"/>`
  const tagline = 'Halal, Berkah dan Menguntungkan'
  b += `<text x="450" y="440" ${FONT} font-size="34" font-weight="600" fill="${P.gold1}">${tagline}</text>`
  return svgDoc(W, H, b, { defs })
}
