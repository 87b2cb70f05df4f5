// Everyday props for the product and news thumbnails.

import { star8, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

/** smartphone, centre (0,0), ~220x420 */
export function phone(x, y, s = 1, rot = 0, screen = '') {
  let o =
    `<rect x="-112" y="-212" width="224" height="424" rx="30" fill="${P.ink}"/>` +
    `<rect x="-100" y="-196" width="200" height="392" rx="20" fill="${P.g100}"/>` +
    `<rect x="-30" y="-205" width="60" height="8" rx="4" fill="${P.ink2}"/>`
  o += screen
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

export function gradCap(x, y, s = 1) {
  let o = ''
  o += `<path d="M-80,-20 L-80,30 Q0,70 80,30 L80,-20Z" fill="${P.ink2}"/>`
  o += `<path d="M-170,-40 L0,-110 L170,-40 L0,30Z" fill="${P.ink}"/>`
  o += `<path d="M-170,-40 L0,30 L170,-40 L0,18Z" fill="${P.ink2}" opacity="0.6"/>`
  o +=
    `<circle cx="0" cy="-40" r="10" fill="${P.gold2}"/>` +
    `<path d="M0,-40 Q90,-20 120,0 L120,70" stroke="${P.gold2}" stroke-width="6" fill="none"/>`
  o += `<path d="M110,60 L130,60 L136,106 L104,106Z" fill="${P.gold2}"/>`
  return tr(x, y, s, o)
}

export function books(x, y, s = 1) {
  const rows = [
    [P.g700, 260, 0],
    [P.gold2, 240, 10],
    [P.g500, 250, -6],
    ['#d96f4f', 220, 6],
  ]
  let o = ''
  let yy = 0
  for (const [c, w, dx] of rows) {
    o +=
      `<rect x="${-w / 2 + dx}" y="${yy - 40}" width="${w}" height="40" rx="6" fill="${c}"/>` +
      `<rect x="${-w / 2 + dx + 12}" y="${yy - 34}" width="${w - 24}" height="6" rx="3" fill="#fff"` +
      ` opacity="0.35"/><rect x="${w / 2 + dx - 16}" y="${yy - 36}" width="10" height="32" rx="2"` +
      ` fill="#fff" opacity="0.85"/>`
    yy -= 40
  }
  return tr(x, y, s, o)
}

export function calendar(x, y, s = 1) {
  let o =
    `<rect x="-150" y="-150" width="300" height="290" rx="24" fill="#fff"/>` +
    `<path d="M-150,-90 L-150,-126 Q-150,-150 -126,-150 L126,-150 Q150,-150 150,-126 L150,-90Z"` +
    ` fill="${P.g700}"/>`
  o +=
    `<rect x="-100" y="-176" width="18" height="52" rx="9" fill="${P.ink2}"/>` +
    `<rect x="82" y="-176" width="18" height="52" rx="9" fill="${P.ink2}"/>`
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const hl = (r === 1 && c === 2) || (r === 2 && c === 4)
      o +=
        `<rect x="${-126 + c * 52}" y="${-72 + r * 50}" width="40" height="36" rx="8"` +
        ` fill="${hl ? P.gold2 : P.g200}"/>`
    }
  return tr(x, y, s, o)
}

export function megaphone(x, y, s = 1) {
  let o = ''
  o +=
    `<path d="M-120,-40 L40,-120 L40,120 L-120,40Z" fill="${P.gold2}"/>` +
    `<path d="M-120,0 L40,0 L40,120 L-120,40Z" fill="${P.gold}"/>`
  o +=
    `<rect x="-160" y="-46" width="50" height="92" rx="14" fill="${P.g700}"/>` +
    `<ellipse cx="40" cy="0" rx="26" ry="120" fill="${P.g700}"/>` +
    `<ellipse cx="44" cy="0" rx="14" ry="96" fill="${P.g900}"/>`
  o += `<path d="M-100,40 L-70,120 Q-66,132 -52,128 L-30,120 L-52,36Z" fill="${P.g800}"/>`
  for (const [r, op] of [
    [110, 0.9],
    [160, 0.6],
    [210, 0.35],
  ])
    o +=
      `<path d="M${60 + r * 0.55},${-r * 0.7} Q${60 + r},0 ${60 + r * 0.55},${r * 0.7}"` +
      ` stroke="${P.g500}" stroke-width="14" fill="none" stroke-linecap="round" opacity="${op}"/>`
  return tr(x, y, s, o)
}

export function calculator(x, y, s = 1, rot = 0) {
  let o =
    `<rect x="-100" y="-150" width="200" height="300" rx="24" fill="${P.ink2}"/>` +
    `<rect x="-78" y="-128" width="156" height="60" rx="10" fill="${P.g200}"/>` +
    `<rect x="-10" y="-110" width="70" height="24" rx="4" fill="${P.g500}" opacity="0.45"/>`
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      o +=
        `<rect x="${-78 + c * 56}" y="${-50 + r * 46}" width="44" height="36" rx="8"` +
        ` fill="${r === 3 && c === 2 ? P.gold2 : c === 2 ? P.g500 : '#51615a'}"/>`
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

/** paper document with lines/chart, centre (0,0), ~260x340 */
export function documentSheet(x, y, s = 1, rot = 0, { header = P.g700, chart = true } = {}) {
  let o =
    `<rect x="-126" y="-166" width="260" height="340" rx="16" fill="${P.ink}" opacity="0.08"/>` +
    `<rect x="-130" y="-170" width="260" height="340" rx="16" fill="#fff"/>`
  o += `<path d="M-130,-120 L-130,-154 Q-130,-170 -114,-170 L114,-170 Q130,-170 130,-154 L130,-120Z" fill="${header}"/>`
  o += star8(-96, -145, 14, `fill="${P.gold2}"`)
  o += `<rect x="-70" y="-152" width="120" height="12" rx="6" fill="#fff" opacity="0.8"/>`
  for (let i = 0; i < 4; i++)
    o += `<rect x="-104" y="${-96 + i * 22}" width="${i === 3 ? 120 : 208}" height="10" rx="5" fill="${P.g200}"/>`
  if (chart) {
    const hs = [40, 64, 52, 86, 104]
    hs.forEach(
      (h, i) =>
        (o +=
          `<rect x="${-96 + i * 40}" y="${120 - h}" width="26" height="${h}" rx="4"` +
          ` fill="${i === 4 ? P.gold2 : P.g500}"/>`),
    )
    o += `<path d="M-104,122 L104,122" stroke="${P.g300}" stroke-width="4"/>`
  }
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

export function barChart(x, y, s = 1) {
  let o = `<rect x="-200" y="-240" width="400" height="280" rx="24" fill="#fff"/>`
  const hs = [70, 110, 95, 150, 190]
  hs.forEach(
    (h, i) =>
      (o +=
        `<rect x="${-160 + i * 66}" y="${10 - h}" width="44" height="${h}" rx="8"` +
        ` fill="${i === 4 ? P.gold2 : i % 2 ? P.g500 : P.g400}"/>`),
  )
  o +=
    `<path d="M-170,-60 L-100,-110 L-30,-90 L40,-150 L130,-200" stroke="${P.g800}"` +
    ` stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M104,-206 L140,-208 L132,-172Z" fill="${P.g800}"/>`
  return tr(x, y, s, o)
}

export const riceSack = (x, y, s = 1) =>
  tr(
    x,
    y,
    s,
    `<path d="M-70,0 Q-84,-90 -56,-150 L56,-150 Q84,-90 70,0Z" fill="#f1e6c8"/>` +
      `<path d="M-56,-150 Q0,-170 56,-150 L46,-176 Q0,-190 -46,-176Z" fill="#e3d3a6"/>` +
      `<path d="M-50,-150 Q0,-140 50,-150" stroke="${P.wood2}" stroke-width="6" fill="none"/>` +
      `<rect x="-74" y="-92" width="148" height="30" fill="${P.g600}"/>` +
      `${star8(0, -40, 16, `fill="${P.gold}"`)}<g fill="#fff">` +
      `<ellipse cx="-30" cy="-186" rx="5" ry="8"/><ellipse cx="-14" cy="-190" rx="5" ry="8"/>` +
      `<ellipse cx="2" cy="-192" rx="5" ry="8"/><ellipse cx="18" cy="-190" rx="5" ry="8"/>` +
      `<ellipse cx="32" cy="-186" rx="5" ry="8"/></g>`,
  )
