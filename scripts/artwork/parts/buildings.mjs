// Buildings and landmarks. Each part draws around its anchor (base centre unless noted) at scale s.

import { n, star8, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

/** Tugu Yogyakarta (Tugu Golong-Gilig), base centre (0,0), ~430 tall */
export function tugu(
  x,
  y,
  s = 1,
  { body = P.cream, shade = '#e6dcc4', line = '#cdbf9f', top = P.gold2, topShade = P.gold } = {},
) {
  const b = [
    // steps
    `<rect x="-92" y="-22" width="184" height="22" fill="${shade}"/>`,
    `<rect x="-78" y="-42" width="156" height="22" fill="${body}"/>`,
    // plinth with panels
    `<rect x="-56" y="-150" width="112" height="110" fill="${body}"/>`,
    `<rect x="0" y="-150" width="56" height="110" fill="${shade}"/>`,
    `<rect x="-44" y="-136" width="34" height="82" rx="4" fill="${line}" opacity="0.55"/>`,
    `<rect x="10" y="-136" width="34" height="82" rx="4" fill="${line}" opacity="0.75"/>`,
    // cornice
    `<rect x="-66" y="-166" width="132" height="18" rx="3" fill="${body}"/>`,
    `<rect x="0" y="-166" width="66" height="18" rx="3" fill="${shade}"/>`,
    // fluted shaft
    `<path d="M-44,-166 L-30,-320 L30,-320 L44,-166Z" fill="${body}"/>`,
    `<path d="M0,-166 L0,-320 L30,-320 L44,-166Z" fill="${shade}"/>`,
    `<path d="M-22,-170 L-15,-316 M-8,-170 L-5,-316 M8,-170 L5,-316 M22,-170 L15,-316"` +
      ` stroke="${line}" stroke-width="3"/>`,
    // ring + neck
    `<rect x="-38" y="-336" width="76" height="16" rx="4" fill="${body}"/>`,
    `<rect x="0" y="-336" width="38" height="16" rx="4" fill="${shade}"/>`,
    `<path d="M-26,-336 L-18,-366 L18,-366 L26,-336Z" fill="${body}"/>`,
    `<path d="M0,-336 L0,-366 L18,-366 L26,-336Z" fill="${shade}"/>`,
    // golden spiral cone
    `<path d="M-22,-366 Q-20,-395 0,-432 Q20,-395 22,-366Z" fill="${top}"/>`,
    `<path d="M0,-432 Q20,-395 22,-366 L0,-366Z" fill="${topShade}"/>`,
    `<path d="M-21,-372 Q0,-380 21,-384 M-18,-388 Q0,-396 18,-400 M-13,-404 Q0,-410 12,-414"` +
      ` stroke="${topShade}" stroke-width="4" fill="none"/>`,
    `<circle cx="0" cy="-436" r="5" fill="${top}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}

/** joglo roof house front elevation, base centre (0,0), width ~ w */
export function joglo(
  x,
  y,
  w = 300,
  {
    roof = P.g900,
    roof2 = P.g800,
    wall = P.cream,
    trim = P.gold2,
    door = P.wood2,
    simple = false,
  } = {},
) {
  const h1 = w * 0.16
  const h2 = w * 0.3
  const bodyH = w * 0.28
  const bw = w * 0.8
  const ry = -bodyH
  let o = ''
  if (!simple) {
    o += `<rect x="${n(-bw / 2)}" y="${n(ry)}" width="${n(bw)}" height="${n(bodyH)}" fill="${wall}"/>`
    // pillars
    for (const px of [-0.45, -0.15, 0.15, 0.45])
      o += `<rect x="${n(px * bw - 5)}" y="${n(ry)}" width="10" height="${n(bodyH)}" fill="${door}"/>`
    o +=
      `<rect x="${n(-w * 0.07)}" y="${n(ry + bodyH * 0.25)}" width="${n(w * 0.14)}"` +
      ` height="${n(bodyH * 0.75)}" fill="${door}"/>`
    o +=
      `<rect x="${n(-bw * 0.36)}" y="${n(ry + bodyH * 0.3)}" width="${n(w * 0.1)}"` +
      ` height="${n(bodyH * 0.35)}" fill="${door}" opacity="0.8"/>`
    o +=
      `<rect x="${n(bw * 0.36 - w * 0.1)}" y="${n(ry + bodyH * 0.3)}" width="${n(w * 0.1)}"` +
      ` height="${n(bodyH * 0.35)}" fill="${door}" opacity="0.8"/>`
  } else {
    o += `<rect x="${n(-bw / 2)}" y="${n(ry)}" width="${n(bw)}" height="${n(bodyH)}" fill="${wall}"/>`
  }
  // lower roof (penanggap)
  o +=
    `<path d="M${n(-w / 2)},${n(ry)} L${n(w / 2)},${n(ry)} L${n(w * 0.3)},${n(ry - h1)}` +
    ` L${n(-w * 0.3)},${n(ry - h1)}Z" fill="${roof2}"/>`
  // upper roof (brunjung)
  o +=
    `<path d="M${n(-w * 0.32)},${n(ry - h1 + 2)} L${n(w * 0.32)},${n(ry - h1 + 2)}` +
    ` L${n(w * 0.1)},${n(ry - h1 - h2)} L${n(-w * 0.1)},${n(ry - h1 - h2)}Z" fill="${roof}"/>`
  if (!simple) {
    // tile rows
    for (let i = 1; i < 4; i++) {
      const t = i / 4
      const yy = ry - h1 - h2 + h2 * t
      const hw = w * 0.1 + (w * 0.32 - w * 0.1) * t
      o += `<path d="M${n(-hw)},${n(yy)} L${n(hw)},${n(yy)}" stroke="${roof2}" stroke-width="2" opacity="0.6"/>`
    }
    o += `<path d="M${n(-w / 2)},${n(ry)} L${n(w / 2)},${n(ry)}" stroke="${trim}" stroke-width="4"/>`
    o +=
      `<path d="M${n(-w * 0.32)},${n(ry - h1 + 2)} L${n(w * 0.32)},${n(ry - h1 + 2)}"` +
      ` stroke="${trim}" stroke-width="3"/>`
  }
  // ridge with end ornaments
  o +=
    `<path d="M${n(-w * 0.12)},${n(ry - h1 - h2)} L${n(w * 0.12)},${n(ry - h1 - h2)}"` +
    ` stroke="${simple ? roof : trim}" stroke-width="${n(Math.max(3, w * 0.014))}"` +
    ` stroke-linecap="round"/>`
  const orn = (sx) =>
    `<path d="M${n(sx * w * 0.12)},${n(ry - h1 - h2)} q${n(sx * w * 0.02)},${n(-w * 0.035)}` +
    ` ${n(sx * w * 0.045)},${n(-w * 0.04)}" stroke="${simple ? roof : trim}"` +
    ` stroke-width="${n(Math.max(3, w * 0.012))}" fill="none" stroke-linecap="round"/>`
  o += orn(-1) + orn(1)
  return tr(x, y, 1, o)
}

/** Kaaba in 3/4 view, base centre (0,0), ~240 tall */
export function kaaba(x, y, s = 1) {
  let o = ''
  o += `<path d="M-130,-230 L60,-250 L60,0 L-130,0Z" fill="#1d2220"/>`
  o += `<path d="M60,-250 L150,-226 L150,0 L60,0Z" fill="#2c3330"/>`
  o += `<path d="M-130,-190 L60,-208 L60,-186 L-130,-168Z" fill="${P.gold2}"/>`
  o += `<path d="M60,-208 L150,-186 L150,-166 L60,-186Z" fill="${P.gold}"/>`
  o += `<path d="M-130,-176 L60,-196 M60,-196 L150,-176" stroke="${P.gold7}" stroke-width="2" fill="none"/>`
  o +=
    `<rect x="20" y="-150" width="28" height="92" rx="3" fill="${P.gold2}"/>` +
    `<rect x="26" y="-142" width="16" height="76" fill="${P.gold}"/>`
  o += `<path d="M-130,0 L150,0" stroke="#a59b87" stroke-width="10"/>`
  return tr(x, y, s, o)
}

/** simple mosque: dome + body + 2 minarets, base centre (0,0), ~360 wide */
export function mosque(
  x,
  y,
  s = 1,
  { wall = P.cream, dome = P.g700, accent = P.gold2, shade = '#ece2cc' } = {},
) {
  let o = ''
  const minaret = (mx) =>
    `<rect x="${mx - 14}" y="-300" width="28" height="300" fill="${wall}"/>` +
    `<rect x="${mx}" y="-300" width="14" height="300" fill="${shade}"/>` +
    `<rect x="${mx - 20}" y="-230" width="40" height="12" rx="3" fill="${accent}"/>` +
    `<rect x="${mx - 20}" y="-150" width="40" height="10" rx="3" fill="${accent}"/>` +
    `<path d="M${mx - 16},-300 Q${mx - 16},-330 ${mx},-350 Q${mx + 16},-330 ${mx + 16},-300Z"` +
    ` fill="${dome}"/><path d="M${mx},-350 L${mx},-368" stroke="${accent}" stroke-width="4"/>` +
    `<circle cx="${mx}" cy="-372" r="5" fill="${accent}"/>`
  o += minaret(-170) + minaret(170)
  o += `<rect x="-140" y="-170" width="280" height="170" fill="${wall}"/>`
  o += `<rect x="-140" y="-178" width="280" height="14" fill="${accent}"/>`
  // dome
  o += `<rect x="-70" y="-200" width="140" height="26" fill="${wall}"/>`
  o += `<path d="M-78,-200 Q-86,-270 0,-312 Q86,-270 78,-200Z" fill="${dome}"/>`
  o += `<path d="M0,-312 Q86,-270 78,-200 L40,-200 Q50,-262 0,-312Z" fill="#000" opacity="0.12"/>`
  o +=
    `<path d="M0,-312 L0,-340" stroke="${accent}" stroke-width="5"/>` +
    `<path d="M6,-352 A12,12 0 1 0 6,-332 A9,9 0 1 1 6,-352Z" fill="${accent}"/>`
  // arches
  for (const ax of [-100, -50, 0, 50, 100]) {
    const big = ax === 0
    const w = big ? 44 : 30
    const h = big ? 110 : 80
    o +=
      `<path d="M${ax - w / 2},0 L${ax - w / 2},${-h + w / 2} Q${ax - w / 2},${-h - 6}` +
      ` ${ax},${-h - w / 2 + 6} Q${ax + w / 2},${-h - 6} ${ax + w / 2},${-h + w / 2}` +
      ` L${ax + w / 2},0Z" fill="${big ? P.g800 : P.g700}" opacity="${big ? 1 : 0.85}"/>`
  }
  return tr(x, y, s, o)
}

export function house(x, y, s = 1, { wall = P.cream, roof = P.g800, door = P.wood } = {}) {
  let o =
    `<rect x="-150" y="-200" width="300" height="200" fill="${wall}"/>` +
    `<rect x="0" y="-200" width="150" height="200" fill="#000" opacity="0.04"/>`
  o +=
    `<path d="M-186,-192 L0,-340 L186,-192 L166,-176 L0,-306 L-166,-176Z" fill="${roof}"/>` +
    `<path d="M-166,-176 L0,-306 L166,-176 L150,-200 L-150,-200Z" fill="${roof}" opacity="0.85"/>`
  o +=
    `<rect x="-36" y="-120" width="72" height="120" rx="6" fill="${door}"/>` +
    `<circle cx="22" cy="-60" r="5" fill="${P.gold2}"/>`
  o +=
    `<rect x="-124" y="-150" width="64" height="56" rx="6" fill="#bfe3d3"/>` +
    `<rect x="60" y="-150" width="64" height="56" rx="6" fill="#bfe3d3"/>` +
    `<path d="M-92,-150 L-92,-94 M-124,-122 L-60,-122 M92,-150 L92,-94 M60,-122 L124,-122"` +
    ` stroke="#fff" stroke-width="5"/>`
  o += star8(0, -240, 18, `fill="${P.gold2}"`)
  return tr(x, y, s, o)
}

export const arcade = (x0, x1, y, h, fill, op = 1) => {
  let o = `<rect x="${x0}" y="${y - h}" width="${x1 - x0}" height="${h}" fill="${fill}" opacity="${op}"/>`
  for (let x = x0 + 30; x < x1 - 30; x += 60)
    o +=
      `<path d="M${x - 20},${y} L${x - 20},${y - h * 0.45} Q${x},${y - h * 0.8}` +
      ` ${x + 20},${y - h * 0.45} L${x + 20},${y}Z" fill="#fff" opacity="${op * 0.6}"/>`
  return o
}
/** Makkah clock-tower silhouette, base (0,0), ~700 tall */
export const clockTower = (x, y, s = 1, c = '#cfe3d7') =>
  tr(
    x,
    y,
    s,
    `<rect x="-90" y="-150" width="180" height="150" fill="${c}"/>` +
      `<rect x="-56" y="-430" width="112" height="290" fill="${c}"/>` +
      `<path d="M-30,-430 L-30,-150 M0,-430 L0,-150 M30,-430 L30,-150" stroke="#fff"` +
      ` stroke-width="4" opacity="0.5"/>` +
      `<rect x="-64" y="-530" width="128" height="104" rx="6" fill="${c}"/>` +
      `<circle cx="0" cy="-478" r="42" fill="#fff"/>` +
      `<circle cx="0" cy="-478" r="42" fill="none" stroke="${P.g400}" stroke-width="6"/>` +
      `<path d="M0,-478 L0,-504 M0,-478 L18,-470" stroke="${P.g700}" stroke-width="5"` +
      ` stroke-linecap="round"/>` +
      `<rect x="-40" y="-580" width="80" height="52" fill="${c}"/>` +
      `<path d="M-34,-580 L0,-690 L34,-580Z" fill="${c}"/>` +
      `<path d="M0,-690 L0,-730" stroke="${P.gold2}" stroke-width="6"/>` +
      `<path d="M6,-752 A12,12 0 1 0 6,-728 A9,9 0 1 1 6,-752Z" fill="${P.gold2}"/>`,
  )
