// Money and finance props: coins, notes, savings jars, gold, cards, price tags.

import { n, rng, star8, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

export function coin(cx, cy, r, { face = P.gold2, edge = P.gold, mark = P.gold } = {}) {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.12)}" r="${n(r)}" fill="${P.gold7}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${face}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="${edge}"` +
    ` stroke-width="${n(r * 0.08)}"/>${star8(cx, cy, r * 0.42, `fill="${mark}"`)}`
  )
}

export function coinStack(x, y, count, w = 60) {
  const t = w * 0.26
  const ry = w * 0.32
  let o = ''
  for (let i = 0; i < count; i++) {
    const yb = y - i * t
    o +=
      `<path d="M${n(x - w)},${n(yb - t)} L${n(x - w)},${n(yb)} A${n(w)},${n(ry)} 0 0 0` +
      ` ${n(x + w)},${n(yb)} L${n(x + w)},${n(yb - t)}Z" fill="${i % 2 ? P.gold : '#d4a425'}"/>`
    o +=
      `<path d="M${n(x - w)},${n(yb - t * 0.5)} A${n(w)},${n(ry)} 0 0 0` +
      ` ${n(x + w)},${n(yb - t * 0.5)}" fill="none" stroke="${P.gold7}" stroke-width="1.5"` +
      ` opacity="0.5"/>`
    o += `<ellipse cx="${n(x)}" cy="${n(yb - t)}" rx="${n(w)}" ry="${n(ry)}" fill="${P.gold2}"/>`
  }
  const top = y - count * t
  o +=
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w * 0.7)}" ry="${n(ry * 0.7)}" fill="none"` +
    ` stroke="${P.gold}" stroke-width="${n(w * 0.05)}"/>`
  return o
}

export function banknote(x, y, w = 160, rot = 0, c = P.g500) {
  const h = w * 0.5
  return tr(
    x,
    y,
    1,
    `<g transform="rotate(${rot})"><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}"` +
      ` height="${n(h)}" rx="${n(w * 0.05)}" fill="${c}"/>` +
      `<rect x="${n(-w / 2 + w * 0.06)}" y="${n(-h / 2 + w * 0.06)}" width="${n(w * 0.88)}"` +
      ` height="${n(h - w * 0.12)}" rx="${n(w * 0.03)}" fill="none" stroke="#fff"` +
      ` stroke-opacity="0.45" stroke-width="${n(w * 0.015)}"/>` +
      `<circle cx="0" cy="0" r="${n(h * 0.26)}" fill="#fff" opacity="0.35"/>` +
      `${star8(0, 0, h * 0.16, `fill="${P.gold1}"`)}<circle cx="${n(-w * 0.32)}" cy="0"` +
      ` r="${n(h * 0.1)}" fill="#fff" opacity="0.3"/>` +
      `<circle cx="${n(w * 0.32)}" cy="0" r="${n(h * 0.1)}" fill="#fff" opacity="0.3"/></g>`,
  )
}

/** glass savings jar with coins, base centre (0,0), ~260 tall */
export function jar(x, y, s = 1, { sprout = false } = {}) {
  let o = ''
  o +=
    `<path d="M-95,-210 Q-110,-200 -110,-170 L-110,-30 Q-110,0 -80,0 L80,0 Q110,0 110,-30` +
    ` L110,-170 Q110,-200 95,-210Z" fill="#e4f4ec" stroke="${P.g300}" stroke-width="5"/>`
  // coins inside
  o +=
    `<clipPath id="jarclip${Math.round(x)}"><path d="M-104,-170 L-104,-30 Q-104,-6 -80,-6 L80,-6` +
    ` Q104,-6 104,-30 L104,-170Z"/></clipPath>`
  let coins = ''
  const r = rng(Math.round(x * 7 + 3))
  for (let row = 0; row < 6; row++) {
    for (let c = 0; c < 6; c++) {
      const cx = -100 + c * 40 + (row % 2) * 20 + (r() - 0.5) * 8
      const cy = -16 - row * 20 + (r() - 0.5) * 6
      coins +=
        `<ellipse cx="${n(cx)}" cy="${n(cy + 3)}" rx="22" ry="9" fill="${P.gold7}"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="22" ry="9"` +
        ` fill="${(row + c) % 3 ? P.gold2 : P.gold}"/>`
    }
  }
  o += `<g clip-path="url(#jarclip${Math.round(x)})">${coins}</g>`
  o += `<path d="M-80,-180 L-80,-40" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.55"/>`
  o +=
    `<rect x="-100" y="-236" width="200" height="34" rx="10" fill="${P.g700}"/>` +
    `<rect x="-100" y="-236" width="200" height="12" rx="6" fill="${P.g500}"/>`
  o += `<rect x="-34" y="-232" width="68" height="8" rx="4" fill="${P.g950}"/>`
  if (sprout) {
    o += `<path d="M0,-236 Q-4,-280 6,-320" stroke="${P.g600}" stroke-width="9" fill="none" stroke-linecap="round"/>`
    o +=
      `<path d="M4,-300 Q-40,-330 -70,-300 Q-36,-280 4,-300Z" fill="${P.g500}"/>` +
      `<path d="M6,-318 Q40,-360 80,-336 Q46,-300 6,-318Z" fill="${P.g400}"/>`
  }
  return tr(x, y, s, o)
}

/** safe / vault (wadiah = titipan), base centre (0,0) */
export function safe(x, y, s = 1) {
  let o = ''
  o += `<rect x="-150" y="-300" width="300" height="290" rx="26" fill="${P.g800}"/>`
  o += `<rect x="-150" y="-300" width="300" height="24" rx="12" fill="${P.g600}"/>`
  o += `<rect x="-124" y="-270" width="248" height="232" rx="18" fill="${P.g600}"/>`
  o +=
    `<rect x="-124" y="-270" width="248" height="232" rx="18" fill="none" stroke="${P.g950}"` +
    ` stroke-opacity="0.25" stroke-width="6"/>`
  o += `<circle cx="0" cy="-154" r="64" fill="${P.g100}"/><circle cx="0" cy="-154" r="50" fill="${P.gold2}"/>`
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6
    o +=
      `<line x1="${n(Math.cos(a) * 40)}" y1="${n(-154 + Math.sin(a) * 40)}"` +
      ` x2="${n(Math.cos(a) * 48)}" y2="${n(-154 + Math.sin(a) * 48)}" stroke="${P.gold7}"` +
      ` stroke-width="4"/>`
  }
  o +=
    `<circle cx="0" cy="-154" r="20" fill="${P.gold}"/>` +
    `<rect x="-5" y="-188" width="10" height="26" rx="5" fill="${P.gold7}"/>`
  o += `<rect x="92" y="-200" width="14" height="92" rx="7" fill="${P.gold2}"/>`
  o +=
    `<rect x="-120" y="-10" width="50" height="14" rx="4" fill="${P.g950}"/>` +
    `<rect x="70" y="-10" width="50" height="14" rx="4" fill="${P.g950}"/>`
  return tr(x, y, s, o)
}

/** money box with slot and star emblem, base centre */
export function moneyBox(x, y, s = 1, c = P.g700, c2 = P.g500) {
  let o = ''
  o += `<rect x="-130" y="-190" width="260" height="190" rx="22" fill="${c}"/>`
  o += `<path d="M-130,-150 L130,-150 L130,-168 Q130,-190 108,-190 L-108,-190 Q-130,-190 -130,-168Z" fill="${c2}"/>`
  o += `<rect x="-50" y="-178" width="100" height="14" rx="7" fill="${P.g950}"/>`
  o +=
    `<circle cx="0" cy="-80" r="46" fill="${P.gold0}"/>` +
    `${star8(0, -80, 32, `fill="${P.gold}"`)}<circle cx="0" cy="-80" r="10" fill="${P.gold0}"/>`
  return tr(x, y, s, o)
}

export function goldBar(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<path d="M-80,0 L80,0 L62,-52 L-62,-52Z" fill="${P.gold}"/>` +
      `<path d="M-62,-52 L62,-52 L50,-70 L-50,-70Z" fill="${P.gold1}"/>` +
      `<path d="M62,-52 L80,0 L86,-4 L70,-56 Z" fill="${P.gold7}" opacity="0.5"/>` +
      `<path d="M-44,-36 L40,-36" stroke="#fff" stroke-opacity="0.45" stroke-width="6"` +
      ` stroke-linecap="round"/>${star8(0, -20, 9, `fill="${P.gold7}" opacity="0.55"`)}`,
  )
}
export function goldPyramid(x, y, s = 1) {
  return tr(x, y, s, goldBar(-84, 0) + goldBar(84, 0) + goldBar(0, -56))
}

export function scale(x, y, s = 1) {
  let o = ''
  o +=
    `<rect x="-70" y="-16" width="140" height="16" rx="6" fill="${P.g800}"/>` +
    `<rect x="-10" y="-280" width="20" height="266" rx="6" fill="${P.g700}"/>`
  o +=
    `<rect x="-170" y="-282" width="340" height="14" rx="7" fill="${P.g700}"` +
    ` transform="rotate(-6)"/><circle cx="0" cy="-282" r="16" fill="${P.gold2}"/>`
  const pan = (px, py) =>
    `<path d="M${px},${py} L${px - 60},${py + 110} M${px},${py} L${px + 60},${py + 110}"` +
    ` stroke="${P.g500}" stroke-width="4"/><path d="M${px - 78},${py + 110}` +
    ` L${px + 78},${py + 110} Q${px},${py + 160} ${px - 78},${py + 110}Z" fill="${P.g600}"/>`
  o += pan(-160, -264) + pan(160, -298)
  return tr(x, y, s, o)
}

export function ring(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="46" ry="40" fill="none" stroke="${P.gold}" stroke-width="14"/>` +
      `<ellipse cx="0" cy="-3" rx="46" ry="40" fill="none" stroke="${P.gold2}" stroke-width="10"/>` +
      `<path d="M-16,-44 L0,-70 L16,-44Z" fill="#dff3ff"/>` +
      `<path d="M-16,-44 L0,-70 L0,-44Z" fill="#bfe2f2"/>`,
  )
}

export const shoppingBag = (x, y, s = 1, c = P.gold2) =>
  tr(
    x,
    y,
    s,
    `<path d="M-40,-110 Q-40,-160 0,-160 Q40,-160 40,-110" stroke="${P.g800}" stroke-width="10"` +
      ` fill="none"/><path d="M-80,-120 L80,-120 L96,0 L-96,0Z" fill="${c}"/>` +
      `<path d="M-80,-120 L80,-120 L84,-96 L-84,-96Z" fill="#fff" opacity="0.25"/>` +
      `${star8(0, -56, 22, `fill="#fff" opacity="0.8"`)}`,
  )
export const priceTag = (x, y, s = 1, rot = -20) =>
  tr(
    x,
    y,
    s,
    `<g transform="rotate(${rot})"><path d="M-40,-60 L40,-60 L40,50 L0,84 L-40,50Z"` +
      ` fill="${P.g600}"/><circle cx="0" cy="-34" r="10" fill="#fff"/>` +
      `<rect x="-22" y="0" width="44" height="8" rx="4" fill="#fff" opacity="0.7"/>` +
      `<rect x="-16" y="18" width="32" height="8" rx="4" fill="#fff" opacity="0.7"/></g>`,
  )
export const pie = (x, y, r, parts) => {
  let a0 = -Math.PI / 2
  let o = ''
  for (const [frac, c, pop = 0] of parts) {
    const a1 = a0 + frac * Math.PI * 2
    const mid = (a0 + a1) / 2
    const ox = Math.cos(mid) * pop
    const oy = Math.sin(mid) * pop
    const large = frac > 0.5 ? 1 : 0
    o +=
      `<path d="M${n(x + ox)},${n(y + oy)}` +
      ` L${n(x + ox + r * Math.cos(a0))},${n(y + oy + r * Math.sin(a0))} A${r},${r} 0 ${large} 1` +
      ` ${n(x + ox + r * Math.cos(a1))},${n(y + oy + r * Math.sin(a1))}Z" fill="${c}"/>`
    a0 = a1
  }
  return o
}
export const card = (x, y, s = 1, rot = 0, c = P.g700) =>
  tr(
    x,
    y,
    s,
    `<g transform="rotate(${rot})"><rect x="-170" y="-105" width="340" height="210" rx="22"` +
      ` fill="${c}"/><path d="M-170,40 Q0,-20 170,30 L170,83 Q170,105 148,105 L-148,105 Q-170,105` +
      ` -170,83Z" fill="#fff" opacity="0.1"/><rect x="-130" y="-60" width="60" height="46" rx="8"` +
      ` fill="${P.gold2}"/><path d="M-130,-37 L-70,-37 M-100,-60 L-100,-14" stroke="${P.gold7}"` +
      ` stroke-width="3"/><rect x="-130" y="28" width="180" height="14" rx="7" fill="#fff"` +
      ` opacity="0.7"/><rect x="-130" y="56" width="100" height="12" rx="6" fill="#fff"` +
      ` opacity="0.45"/>${star8(120, -60, 22, `fill="${P.gold2}"`)}</g>`,
  )
