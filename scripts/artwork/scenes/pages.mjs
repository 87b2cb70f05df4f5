// Single images for other pages: the admin login panel, the report card thumbnail and the 404 page.

import { shadow, sparkle, star8, tr } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { sheep } from '../parts/figures.mjs'
import { documentSheet } from '../parts/objects.mjs'
import { rice } from '../parts/plants.mjs'
import { cloud, mountain } from '../parts/scenery.mjs'

/* ---- login side panel ---- */
export function loginSide() {
  const W = 900
  const H = 1200
  const defs =
    `<linearGradient id="lgbg" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${P.g700}"/><stop offset="1" stop-color="${P.g950}"/>` +
    `</linearGradient><radialGradient id="lgglow">` +
    `<stop offset="0" stop-color="${P.gold2}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${P.gold2}" stop-opacity="0"/></radialGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#lgbg)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGold)" opacity="0.16"/>`
  b += `<circle cx="450" cy="560" r="440" fill="url(#lgglow)"/>`
  // mihrab arch
  b += `<path d="M250,1040 L250,520 Q250,330 450,230 Q650,330 650,520 L650,1040Z" fill="${P.g950}" opacity="0.55"/>`
  b +=
    `<path d="M250,1040 L250,520 Q250,330 450,230 Q650,330 650,520 L650,1040" fill="none"` +
    ` stroke="${P.gold2}" stroke-width="4" opacity="0.8"/>`
  b +=
    `<path d="M280,1040 L280,525 Q280,355 450,265 Q620,355 620,525 L620,1040" fill="none"` +
    ` stroke="${P.gold2}" stroke-width="1.5" opacity="0.6"/>`
  // medallion
  b += star8(450, 560, 150, `fill="none" stroke="${P.gold2}" stroke-width="3" opacity="0.9"`)
  b += star8(
    450,
    560,
    150,
    `fill="none" stroke="${P.gold2}" stroke-width="2" opacity="0.5"`,
    0.7654,
    Math.PI / 8,
  )
  b += star8(450, 560, 96, `fill="${P.gold2}" opacity="0.95"`)
  b +=
    `<circle cx="450" cy="560" r="44" fill="${P.g900}"/>` + star8(450, 560, 28, `fill="${P.gold1}"`)
  // kawung band
  b +=
    `<rect x="0" y="1040" width="${W}" height="160" fill="${P.g950}" opacity="0.6"/>` +
    `<rect x="0" y="1040" width="${W}" height="160" fill="url(#kawungGold)" opacity="0.35"/>`
  b += `<rect x="0" y="1036" width="${W}" height="4" fill="${P.gold2}" opacity="0.8"/>`
  b +=
    sparkle(170, 240, 16, P.gold1, 0.8) +
    sparkle(740, 330, 12, P.gold1, 0.7) +
    sparkle(720, 860, 18, P.gold1, 0.6) +
    sparkle(160, 820, 10, P.gold1, 0.6)
  return svgDoc(W, H, b, { defs })
}

/* ---- report card thumbnail ---- */
export function laporanThumb() {
  const W = 480
  const H = 360
  let b =
    `<rect width="${W}" height="${H}" fill="${P.g100}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.18"/>`
  b += `<circle cx="240" cy="190" r="150" fill="#fff" opacity="0.7"/>`
  b += documentSheet(190, 190, 0.72, -10, { header: P.g500, chart: false })
  b += documentSheet(260, 180, 0.8, 4, { header: P.g700 })
  b += tr(
    350,
    265,
    0.5,
    `<circle cx="0" cy="0" r="52" fill="${P.gold2}"/>` +
      `<circle cx="0" cy="0" r="40" fill="${P.gold0}"/>` +
      `${star8(0, 0, 28, `fill="${P.gold}"`)}<path d="M-30,40 L-44,100 L-14,84 L0,110 L12,48Z"` +
      ` fill="${P.g700}"/><path d="M30,40 L44,100 L14,84" fill="${P.g700}"/>`,
  )
  return svgDoc(W, H, b)
}

/* ---- 404 illustration ---- */
export function notFound() {
  const W = 640
  const H = 400
  const defs =
    `<linearGradient id="nfsky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${P.g100}"/><stop offset="1" stop-color="${P.gold0}"/>` +
    `</linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#nfsky)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.12"/>`
  b += cloud(120, 80, 0.7, '#fff', 0.95) + cloud(520, 60, 0.55, '#fff', 0.95)
  b += mountain(180, 290, 460, 150, '#b3dcc6') + mountain(480, 290, 420, 120, '#9fd0b6')
  b += `<path d="M0,290 Q160,250 320,280 Q480,310 640,270 L640,400 L0,400Z" fill="${P.g400}"/>`
  b += `<path d="M0,330 Q200,300 380,336 Q520,360 640,330 L640,400 L0,400Z" fill="${P.g500}"/>`
  // winding paths that split
  b +=
    `<path d="M290,400 Q300,350 320,318 Q340,290 420,280" stroke="#f2e6c6" stroke-width="22"` +
    ` fill="none" stroke-linecap="round"/>`
  b += `<path d="M320,318 Q300,296 220,290" stroke="#f2e6c6" stroke-width="16" fill="none" stroke-linecap="round"/>`
  // signpost with blank arrows
  b += `<rect x="314" y="140" width="12" height="190" rx="4" fill="${P.wood2}"/>`
  b +=
    `<path d="M326,150 L430,150 L452,170 L430,190 L326,190Z" fill="${P.gold2}"/>` +
    `<path d="M314,200 L210,200 L188,220 L210,240 L314,240Z" fill="${P.g700}"/>` +
    `<path d="M326,250 L410,250 L428,266 L410,282 L326,282Z" fill="${P.gold}"/>`
  b +=
    `<rect x="348" y="166" width="60" height="8" rx="4" fill="#fff" opacity="0.7"/>` +
    `<rect x="228" y="216" width="60" height="8" rx="4" fill="#fff" opacity="0.7"/>` +
    `<rect x="344" y="262" width="50" height="8" rx="4" fill="#fff" opacity="0.7"/>`
  b += star8(320, 128, 14, `fill="${P.gold2}"`)
  // lost sheep looking up
  b += shadow(480, 352, 50, 6, 0.15) + sheep(480, 352, 0.5)
  b +=
    `<circle cx="540" cy="270" r="6" fill="${P.g700}" opacity="0.5"/>` +
    `<circle cx="552" cy="252" r="8" fill="${P.g700}" opacity="0.5"/>` +
    `<circle cx="570" cy="228" r="11" fill="${P.g700}" opacity="0.5"/>`
  b +=
    rice(100, 380, 0.6, P.g700, '') +
    rice(130, 386, 0.5, P.g700, '') +
    rice(580, 384, 0.55, P.g700, '')
  b += sparkle(470, 110, 9, P.gold2) + sparkle(150, 170, 7, P.gold2)
  return svgDoc(W, H, b, { defs })
}
