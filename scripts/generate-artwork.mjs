#!/usr/bin/env node
/**
 * generate-artwork.mjs — offline artwork & demo files for the BPRS website.
 *
 * Everything here is drawn from hand-written SVG (no downloads, no photos) and
 * rasterised with `sharp` from the project's node_modules. Re-runnable:
 *
 *     node scripts/generate-artwork.mjs
 *
 * Outputs (overwritten on every run):
 *   public/images/   hero, slides, login, report thumb, org chart, portraits, og image, 404
 *   public/brand/    logo.svg, logo-mark.svg, favicon.svg, favicon-32.png, icon-192/512.png, apple-icon-180.png
 *   public/          favicon.ico (16, 32 and 48 px), for clients that ask for /favicon.ico
 *   public/icons/    11 advantage icons (Material Design Icons, Apache-2.0) + LICENSE.md
 *   src/seed/files/  product & news thumbnails (JPEG) and 9 sample report PDFs
 *   tests/fixtures/  sample.pdf/png/jpg/webp/gif for upload tests
 *
 * Images contain no text, except the organisation chart, the OG image and the logo.
 * All bank data in the PDFs is fictitious sample data.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT = {
  images: path.join(ROOT, 'public/images'),
  brand: path.join(ROOT, 'public/brand'),
  icons: path.join(ROOT, 'public/icons'),
  seed: path.join(ROOT, 'src/seed/files'),
  fixtures: path.join(ROOT, 'tests/fixtures'),
}

/* ------------------------------------------------------------------ palette */
const P = {
  g950: '#073f2b',
  g900: '#0b6344',
  g800: '#0e6e4b',
  g700: '#117a53',
  g600: '#178a5e',
  g500: '#1c9466',
  g400: '#4fb487',
  g300: '#8fd1b0',
  g200: '#d3eee0',
  g100: '#eef8f3',
  gold7: '#a47b10',
  gold: '#c99a1d',
  gold2: '#e3b43f',
  gold1: '#f1d68d',
  gold0: '#fbf1d6',
  ink: '#17231e',
  ink2: '#2c3a34',
  grey: '#8a9a92',
  white: '#ffffff',
  cream: '#fffaf0',
  wood: '#9a6a3c',
  wood2: '#7a4f2a',
  skin: ['#f0c39c', '#d99c70', '#b9794d', '#8e5a36'],
  hair: '#2a211c',
}

/* ------------------------------------------------------------------ helpers */
const n = (v) => +(+v).toFixed(2)
const tr = (x, y, s = 1, body = '', extra = '') =>
  `<g transform="translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${n(s)})` : ''}"${extra}>${body}</g>`
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** deterministic pseudo random, so re-runs produce identical files */
function rng(seed) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) % 100000) / 100000
  }
}

function svgDoc(w, h, body, { defs = '', viewBox = `0 0 ${w} ${h}`, title = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${
    title ? `<title>${esc(title)}</title>` : ''
  }<defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`
}

/** points of an 8-point star (two overlapping squares when ratio = 0.7654) */
function star8Points(cx, cy, R, ratio = 0.7654, rot = 0) {
  const pts = []
  for (let i = 0; i < 16; i++) {
    const a = rot + (i * Math.PI) / 8 - Math.PI / 2
    const r = i % 2 ? R * ratio : R
    pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`)
  }
  return pts.join(' ')
}
const star8 = (cx, cy, R, attrs = '', ratio = 0.7654, rot = 0) =>
  `<polygon points="${star8Points(cx, cy, R, ratio, rot)}" ${attrs}/>`

/** small four-point sparkle */
const sparkle = (x, y, r, fill = P.gold2, op = 1) =>
  `<path d="M${n(x)},${n(y - r)} Q${n(x + r * 0.18)},${n(y - r * 0.18)} ${n(x + r)},${n(y)} Q${n(x + r * 0.18)},${n(
    y + r * 0.18,
  )} ${n(x)},${n(y + r)} Q${n(x - r * 0.18)},${n(y + r * 0.18)} ${n(x - r)},${n(y)} Q${n(x - r * 0.18)},${n(
    y - r * 0.18,
  )} ${n(x)},${n(y - r)}Z" fill="${fill}" opacity="${op}"/>`

const shadow = (cx, cy, rx, ry, op = 0.12, fill = P.ink) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" opacity="${op}"/>`

/* ------------------------------------------------------------- patterns */
function starLatticeTile(id, s, stroke, sw, op) {
  const R = s * 0.35
  const q = (cx, cy) =>
    star8(cx, cy, R, `fill="none" stroke="${stroke}" stroke-width="${sw}"`, 0.7654, Math.PI / 8)
  const d = s * 0.11
  const dia = (cx, cy) =>
    `<polygon points="${n(cx)},${n(cy - d)} ${n(cx + d)},${n(cy)} ${n(cx)},${n(cy + d)} ${n(cx - d)},${n(
      cy,
    )}" fill="none" stroke="${stroke}" stroke-width="${sw}"/>`
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><g opacity="${op}">${q(
    s / 2,
    s / 2,
  )}${q(0, 0)}${q(s, 0)}${q(0, s)}${q(s, s)}${dia(s / 2, 0)}${dia(s / 2, s)}${dia(0, s / 2)}${dia(s, s / 2)}</g></pattern>`
}
function kawungTile(id, s, fill, op) {
  const flower = (cx, cy) => {
    const d = s * 0.2
    let o = ''
    for (const [dx, dy, rot] of [
      [-1, -1, 45],
      [1, -1, -45],
      [1, 1, 45],
      [-1, 1, -45],
    ]) {
      o += `<ellipse cx="${n(cx + dx * d)}" cy="${n(cy + dy * d)}" rx="${n(s * 0.2)}" ry="${n(s * 0.105)}" transform="rotate(${rot} ${n(
        cx + dx * d,
      )} ${n(cy + dy * d)})" fill="${fill}"/>`
    }
    return o + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.035)}" fill="${fill}"/>`
  }
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><g opacity="${op}">${flower(
    s / 2,
    s / 2,
  )}${flower(0, 0)}${flower(s, 0)}${flower(0, s)}${flower(s, s)}</g></pattern>`
}

const COMMON_DEFS = [
  starLatticeTile('latGold', 120, P.gold2, 1.6, 0.5),
  starLatticeTile('latGoldS', 72, P.gold2, 1.2, 0.55),
  starLatticeTile('latGreen', 120, P.g500, 1.6, 0.5),
  starLatticeTile('latWhite', 120, '#ffffff', 1.6, 0.5),
  kawungTile('kawungG', 64, P.g500, 0.5),
  kawungTile('kawungGold', 56, P.gold2, 0.5),
  kawungTile('kawungW', 64, '#ffffff', 0.5),
].join('')

/* ---------------------------------------------------------- scenery parts */
const cloud = (x, y, s = 1, fill = '#fff', op = 0.85) =>
  tr(
    x,
    y,
    s,
    `<g fill="${fill}" opacity="${op}"><ellipse cx="0" cy="0" rx="70" ry="22"/><circle cx="-22" cy="-14" r="26"/><circle cx="14" cy="-22" r="32"/><circle cx="44" cy="-8" r="20"/></g>`,
  )

const bird = (x, y, s = 1, c = P.g950) =>
  `<path d="M${n(x - 12 * s)},${n(y - 4 * s)} Q${n(x - 6 * s)},${n(y - 9 * s)} ${n(x)},${n(y)} Q${n(x + 6 * s)},${n(
    y - 9 * s,
  )} ${n(x + 12 * s)},${n(y - 4 * s)}" fill="none" stroke="${c}" stroke-width="${n(2.2 * s)}" stroke-linecap="round"/>`

/** round tree, base at (0,0), about 160 tall */
function tree(x, y, s = 1, c1 = P.g600, c2 = P.g700, trunk = P.wood2) {
  return tr(
    x,
    y,
    s,
    `<path d="M-7,0 L-5,-70 L5,-70 L7,0Z" fill="${trunk}"/><path d="M0,-62 L-22,-92 M0,-75 L18,-100" stroke="${trunk}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="-30" cy="-100" r="38" fill="${c2}"/><circle cx="30" cy="-104" r="36" fill="${c2}"/><circle cx="0" cy="-128" r="44" fill="${c1}"/><circle cx="-18" cy="-96" r="32" fill="${c1}"/><circle cx="22" cy="-96" r="30" fill="${c1}"/>` +
      `<circle cx="-14" cy="-140" r="12" fill="#fff" opacity="0.10"/>`,
  )
}

/** coconut palm, base at (0,0), about 260 tall */
function palm(x, y, s = 1, c = P.g700, trunk = P.wood, lean = 1) {
  const top = [40 * lean, -250]
  let fr = ''
  const fronds = [
    [-150, -200],
    [-120, -290],
    [-40, -320],
    [60, -315],
    [140, -270],
    [160, -205],
    [90, -215],
    [-70, -225],
  ]
  for (const [fx, fy] of fronds) {
    const ex = top[0] + fx * 0.8
    const ey = fy + 20
    const mx = (top[0] + ex) / 2
    const my = Math.min(top[1], ey) - 30
    fr += `<path d="M${n(top[0])},${n(top[1])} Q${n(mx)},${n(my - 10)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + 16)} ${n(top[0])},${n(
      top[1],
    )}Z" fill="${c}"/>`
  }
  return tr(
    x,
    y,
    s,
    `<path d="M-9,0 Q${n(10 * lean)},-120 ${n(top[0] - 5)},${n(top[1])} L${n(top[0] + 5)},${n(top[1])} Q${n(
      22 * lean,
    )},-120 9,0Z" fill="${trunk}"/>${fr}<circle cx="${n(top[0] - 8)}" cy="${n(top[1] + 10)}" r="8" fill="${P.wood2}"/><circle cx="${n(
      top[0] + 8,
    )}" cy="${n(top[1] + 12)}" r="8" fill="${P.wood2}"/>`,
  )
}

/** Tugu Yogyakarta (Tugu Golong-Gilig), base centre (0,0), ~430 tall */
function tugu(
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
    `<path d="M-22,-170 L-15,-316 M-8,-170 L-5,-316 M8,-170 L5,-316 M22,-170 L15,-316" stroke="${line}" stroke-width="3"/>`,
    // ring + neck
    `<rect x="-38" y="-336" width="76" height="16" rx="4" fill="${body}"/>`,
    `<rect x="0" y="-336" width="38" height="16" rx="4" fill="${shade}"/>`,
    `<path d="M-26,-336 L-18,-366 L18,-366 L26,-336Z" fill="${body}"/>`,
    `<path d="M0,-336 L0,-366 L18,-366 L26,-336Z" fill="${shade}"/>`,
    // golden spiral cone
    `<path d="M-22,-366 Q-20,-395 0,-432 Q20,-395 22,-366Z" fill="${top}"/>`,
    `<path d="M0,-432 Q20,-395 22,-366 L0,-366Z" fill="${topShade}"/>`,
    `<path d="M-21,-372 Q0,-380 21,-384 M-18,-388 Q0,-396 18,-400 M-13,-404 Q0,-410 12,-414" stroke="${topShade}" stroke-width="4" fill="none"/>`,
    `<circle cx="0" cy="-436" r="5" fill="${top}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}

/** joglo roof house front elevation, base centre (0,0), width ~ w */
function joglo(
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
    o += `<rect x="${n(-w * 0.07)}" y="${n(ry + bodyH * 0.25)}" width="${n(w * 0.14)}" height="${n(bodyH * 0.75)}" fill="${door}"/>`
    o += `<rect x="${n(-bw * 0.36)}" y="${n(ry + bodyH * 0.3)}" width="${n(w * 0.1)}" height="${n(bodyH * 0.35)}" fill="${door}" opacity="0.8"/>`
    o += `<rect x="${n(bw * 0.36 - w * 0.1)}" y="${n(ry + bodyH * 0.3)}" width="${n(w * 0.1)}" height="${n(bodyH * 0.35)}" fill="${door}" opacity="0.8"/>`
  } else {
    o += `<rect x="${n(-bw / 2)}" y="${n(ry)}" width="${n(bw)}" height="${n(bodyH)}" fill="${wall}"/>`
  }
  // lower roof (penanggap)
  o += `<path d="M${n(-w / 2)},${n(ry)} L${n(w / 2)},${n(ry)} L${n(w * 0.3)},${n(ry - h1)} L${n(-w * 0.3)},${n(ry - h1)}Z" fill="${roof2}"/>`
  // upper roof (brunjung)
  o += `<path d="M${n(-w * 0.32)},${n(ry - h1 + 2)} L${n(w * 0.32)},${n(ry - h1 + 2)} L${n(w * 0.1)},${n(ry - h1 - h2)} L${n(-w * 0.1)},${n(
    ry - h1 - h2,
  )}Z" fill="${roof}"/>`
  if (!simple) {
    // tile rows
    for (let i = 1; i < 4; i++) {
      const t = i / 4
      const yy = ry - h1 - h2 + h2 * t
      const hw = w * 0.1 + (w * 0.32 - w * 0.1) * t
      o += `<path d="M${n(-hw)},${n(yy)} L${n(hw)},${n(yy)}" stroke="${roof2}" stroke-width="2" opacity="0.6"/>`
    }
    o += `<path d="M${n(-w / 2)},${n(ry)} L${n(w / 2)},${n(ry)}" stroke="${trim}" stroke-width="4"/>`
    o += `<path d="M${n(-w * 0.32)},${n(ry - h1 + 2)} L${n(w * 0.32)},${n(ry - h1 + 2)}" stroke="${trim}" stroke-width="3"/>`
  }
  // ridge with end ornaments
  o += `<path d="M${n(-w * 0.12)},${n(ry - h1 - h2)} L${n(w * 0.12)},${n(ry - h1 - h2)}" stroke="${simple ? roof : trim}" stroke-width="${n(
    Math.max(3, w * 0.014),
  )}" stroke-linecap="round"/>`
  const orn = (sx) =>
    `<path d="M${n(sx * w * 0.12)},${n(ry - h1 - h2)} q${n(sx * w * 0.02)},${n(-w * 0.035)} ${n(sx * w * 0.045)},${n(-w * 0.04)}" stroke="${
      simple ? roof : trim
    }" stroke-width="${n(Math.max(3, w * 0.012))}" fill="none" stroke-linecap="round"/>`
  o += orn(-1) + orn(1)
  return tr(x, y, 1, o)
}

/** mountain (volcano) silhouette */
const mountain = (x, y, w, h, fill, op = 1) =>
  `<path d="M${n(x - w / 2)},${n(y)} Q${n(x - w * 0.22)},${n(y - h * 0.55)} ${n(x - w * 0.07)},${n(y - h * 0.96)} Q${n(x)},${n(
    y - h * 1.02,
  )} ${n(x + w * 0.07)},${n(y - h * 0.96)} Q${n(x + w * 0.24)},${n(y - h * 0.5)} ${n(x + w / 2)},${n(y)}Z" fill="${fill}" opacity="${op}"/>`

/* ---------------------------------------------------------------- people */
/**
 * Flat faceless figure standing, feet at (0,0), ~205 units tall.
 * head: hair | peci | hijab | caping | back | kopiah-white | hijab-back
 */
function person(o = {}) {
  const {
    skin = P.skin[1],
    top = P.g700,
    bottom = P.ink2,
    head = 'hair',
    hijab = P.g500,
    dress = false,
    shoes = '#2b2b2b',
    hair = P.hair,
    armL = 'down', // down | up | hold | wave
    armR = 'down',
    holdItem = '',
    sash = '',
  } = o
  let s = ''
  // legs / skirt
  if (dress) {
    s += `<path d="M-24,-96 L24,-96 L31,-8 Q0,-4 -31,-8Z" fill="${bottom}"/>`
    s += `<ellipse cx="-11" cy="-4" rx="10" ry="5" fill="${shoes}"/><ellipse cx="11" cy="-4" rx="10" ry="5" fill="${shoes}"/>`
  } else {
    s += `<rect x="-18" y="-96" width="15" height="90" rx="6" fill="${bottom}"/><rect x="3" y="-96" width="15" height="90" rx="6" fill="${bottom}"/>`
    s += `<ellipse cx="-12" cy="-4" rx="11" ry="5.5" fill="${shoes}"/><ellipse cx="12" cy="-4" rx="11" ry="5.5" fill="${shoes}"/>`
  }
  const arm = (side, mode) => {
    const sx = side
    const sh = [sx * 26, -144]
    let hand
    if (mode === 'up') hand = [sx * 44, -196]
    else if (mode === 'wave') hand = [sx * 48, -180]
    else if (mode === 'hold') hand = [sx * 12, -112]
    else hand = [sx * 33, -92]
    const el =
      mode === 'hold' ? [sx * 36, -118] : [(sh[0] + hand[0]) / 2 + sx * 4, (sh[1] + hand[1]) / 2]
    return `<path d="M${sh[0]},${sh[1]} Q${n(el[0])},${n(el[1])} ${hand[0]},${hand[1]}" stroke="${top}" stroke-width="13" fill="none" stroke-linecap="round"/><circle cx="${hand[0]}" cy="${hand[1]}" r="6.5" fill="${skin}"/>`
  }
  if (armL !== 'hold') s += arm(-1, armL)
  if (armR !== 'hold') s += arm(1, armR)
  // torso
  s += `<path d="M-27,-152 Q0,-158 27,-152 Q33,-150 32,-140 L26,-${dress ? 94 : 90} Q0,-86 -26,-${dress ? 94 : 90} L-32,-140 Q-33,-150 -27,-152Z" fill="${top}"/>`
  if (sash) s += sash
  if (armL === 'hold') s += arm(-1, 'hold')
  if (armR === 'hold') s += arm(1, 'hold')
  s += holdItem
  // head
  if (head === 'hijab' || head === 'hijab-back') {
    s += `<circle cx="0" cy="-178" r="22" fill="${hijab}"/><path d="M-22,-180 Q-24,-150 -34,-140 Q0,-130 34,-140 Q24,-150 22,-180Z" fill="${hijab}"/>`
    if (head === 'hijab') s += `<ellipse cx="0" cy="-176" rx="12.5" ry="15" fill="${skin}"/>`
  } else {
    s += `<rect x="-6" y="-166" width="12" height="14" fill="${skin}"/>`
    s += `<circle cx="0" cy="-178" r="17" fill="${skin}"/>`
    if (head === 'hair')
      s += `<path d="M-17.5,-178 Q-19,-199 0,-198 Q19,-199 17.5,-178 Q14,-189 2,-190 Q-12,-190 -17.5,-178Z" fill="${hair}"/>`
    if (head === 'back')
      s += `<path d="M-17.5,-176 Q-19,-199 0,-198 Q19,-199 17.5,-176 Q16,-164 0,-163 Q-16,-164 -17.5,-176Z" fill="${hair}"/>`
    if (head === 'peci')
      s += `<path d="M-17,-178 Q-18,-186 -16,-186 L16,-186 Q18,-186 17,-178 Q10,-182 0,-182 Q-10,-182 -17,-178Z" fill="${hair}"/><path d="M-16.5,-184 L-15,-201 Q0,-204 15,-201 L16.5,-184 Q0,-187 -16.5,-184Z" fill="#1d1f1e"/>`
    if (head === 'kopiah-white')
      s += `<path d="M-16.5,-184 Q-16,-200 0,-201 Q16,-200 16.5,-184 Q0,-188 -16.5,-184Z" fill="#fff"/>`
    if (head === 'caping')
      s += `<path d="M-17,-180 Q0,-186 17,-180 L17,-178 Q0,-184 -17,-178Z" fill="${hair}"/><path d="M-46,-184 Q0,-192 46,-184 L0,-214Z" fill="#d9b26a"/><path d="M-46,-184 Q0,-192 46,-184 Q0,-186 -46,-184Z" fill="#b98f45"/><path d="M0,-214 L-16,-187 M0,-214 L16,-187" stroke="#b98f45" stroke-width="2"/>`
  }
  return s
}
const personAt = (x, y, s, o) => tr(x, y, s, person(o))

/* -------------------------------------------------------------- animals */
function cow(x, y, s = 1, { body = '#c98d56', dark = '#8e5a31', light = '#f3dcc0' } = {}) {
  const b = [
    `<rect x="-78" y="-70" width="16" height="70" rx="6" fill="${dark}"/>`,
    `<rect x="40" y="-70" width="16" height="70" rx="6" fill="${dark}"/>`,
    `<path d="M-105,-118 Q-122,-90 -114,-62" stroke="${body}" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="-114" cy="-58" rx="6" ry="9" fill="${dark}"/>`,
    `<rect x="-110" y="-140" width="180" height="88" rx="40" fill="${body}"/>`,
    `<path d="M-80,-58 Q-20,-44 50,-58 L50,-70 Q-20,-60 -80,-70Z" fill="${light}" opacity="0.7"/>`,
    `<path d="M-8,-148 Q10,-170 32,-146Z" fill="${body}"/>`,
    `<rect x="-58" y="-68" width="16" height="68" rx="6" fill="${body}"/>`,
    `<rect x="58" y="-68" width="16" height="68" rx="6" fill="${body}"/>`,
    `<rect x="-58" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/><rect x="58" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/><rect x="-78" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/><rect x="40" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/>`,
    // head
    `<path d="M52,-140 Q78,-150 100,-138 L118,-96 Q120,-80 104,-78 Q90,-76 82,-92 L60,-110Z" fill="${body}"/>`,
    `<ellipse cx="108" cy="-88" rx="16" ry="13" fill="${light}"/>`,
    `<circle cx="112" cy="-90" r="2.5" fill="${dark}"/>`,
    `<path d="M66,-140 Q52,-152 40,-146 Q50,-138 64,-134Z" fill="${dark}"/>`,
    `<path d="M84,-146 Q86,-162 100,-166" stroke="${light}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="86" cy="-122" r="3.5" fill="${P.ink}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}

function sheep(x, y, s = 1, { wool = '#fbf7ee', woolShade = '#e9e1cf', face = '#3b332c' } = {}) {
  const b = [
    `<rect x="-50" y="-50" width="12" height="50" rx="5" fill="${face}"/><rect x="28" y="-50" width="12" height="50" rx="5" fill="${face}"/>`,
    `<rect x="-34" y="-48" width="12" height="48" rx="5" fill="${face}"/><rect x="42" y="-48" width="12" height="48" rx="5" fill="${face}"/>`,
  ]
  const puffs = [
    [-60, -88, 24],
    [-36, -106, 26],
    [-6, -112, 27],
    [24, -106, 26],
    [46, -90, 22],
    [-50, -62, 22],
    [-20, -56, 24],
    [12, -56, 24],
    [40, -64, 22],
    [-10, -84, 32],
  ]
  b.push(
    `<g fill="${woolShade}">${puffs.map(([a, c, r]) => `<circle cx="${a}" cy="${c + 4}" r="${r}"/>`).join('')}</g>`,
  )
  b.push(
    `<g fill="${wool}">${puffs.map(([a, c, r]) => `<circle cx="${a}" cy="${c}" r="${r}"/>`).join('')}</g>`,
  )
  b.push(
    `<ellipse cx="74" cy="-100" rx="20" ry="27" transform="rotate(-20 74 -100)" fill="${face}"/>`,
  )
  b.push(
    `<ellipse cx="58" cy="-118" rx="14" ry="6" transform="rotate(-30 58 -118)" fill="${face}"/>`,
  )
  b.push(
    `<circle cx="66" cy="-124" r="13" fill="${wool}"/><circle cx="80" cy="-124" r="10" fill="${wool}"/>`,
  )
  b.push(`<circle cx="82" cy="-104" r="3" fill="#fff"/>`)
  return tr(x, y, s, b.join(''))
}

function goat(x, y, s = 1, { body = '#f3ece0', dark = '#6b5a4a' } = {}) {
  const b = [
    `<rect x="-44" y="-56" width="10" height="56" rx="4" fill="${dark}"/><rect x="30" y="-56" width="10" height="56" rx="4" fill="${dark}"/>`,
    `<path d="M-60,-92 Q-72,-100 -70,-110" stroke="${body}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<rect x="-64" y="-108" width="118" height="58" rx="28" fill="${body}"/>`,
    `<rect x="-28" y="-56" width="10" height="56" rx="4" fill="${body}"/><rect x="44" y="-56" width="10" height="56" rx="4" fill="${body}"/>`,
    `<path d="M36,-104 L58,-140 Q70,-146 80,-136 L88,-114 Q86,-104 76,-104 L60,-96Z" fill="${body}"/>`,
    `<path d="M62,-138 Q56,-160 42,-166" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M56,-130 Q42,-128 38,-120 Q50,-118 58,-124Z" fill="${dark}"/>`,
    `<path d="M78,-106 L76,-92 L72,-104Z" fill="${dark}"/>`,
    `<circle cx="70" cy="-128" r="3" fill="${P.ink}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}

/* --------------------------------------------------------------- objects */
function coin(cx, cy, r, { face = P.gold2, edge = P.gold, mark = P.gold } = {}) {
  return `<circle cx="${n(cx)}" cy="${n(cy + r * 0.12)}" r="${n(r)}" fill="${P.gold7}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${face}"/><circle cx="${n(
    cx,
  )}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="${edge}" stroke-width="${n(r * 0.08)}"/>${star8(cx, cy, r * 0.42, `fill="${mark}"`)}`
}

function coinStack(x, y, count, w = 60) {
  const t = w * 0.26
  const ry = w * 0.32
  let o = ''
  for (let i = 0; i < count; i++) {
    const yb = y - i * t
    o += `<path d="M${n(x - w)},${n(yb - t)} L${n(x - w)},${n(yb)} A${n(w)},${n(ry)} 0 0 0 ${n(x + w)},${n(yb)} L${n(x + w)},${n(yb - t)}Z" fill="${
      i % 2 ? P.gold : '#d4a425'
    }"/>`
    o += `<path d="M${n(x - w)},${n(yb - t * 0.5)} A${n(w)},${n(ry)} 0 0 0 ${n(x + w)},${n(yb - t * 0.5)}" fill="none" stroke="${P.gold7}" stroke-width="1.5" opacity="0.5"/>`
    o += `<ellipse cx="${n(x)}" cy="${n(yb - t)}" rx="${n(w)}" ry="${n(ry)}" fill="${P.gold2}"/>`
  }
  const top = y - count * t
  o += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w * 0.7)}" ry="${n(ry * 0.7)}" fill="none" stroke="${P.gold}" stroke-width="${n(w * 0.05)}"/>`
  return o
}

function banknote(x, y, w = 160, rot = 0, c = P.g500) {
  const h = w * 0.5
  return tr(
    x,
    y,
    1,
    `<g transform="rotate(${rot})"><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.05)}" fill="${c}"/><rect x="${n(
      -w / 2 + w * 0.06,
    )}" y="${n(-h / 2 + w * 0.06)}" width="${n(w * 0.88)}" height="${n(h - w * 0.12)}" rx="${n(w * 0.03)}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(
      w * 0.015,
    )}"/><circle cx="0" cy="0" r="${n(h * 0.26)}" fill="#fff" opacity="0.35"/>${star8(0, 0, h * 0.16, `fill="${P.gold1}"`)}<circle cx="${n(
      -w * 0.32,
    )}" cy="0" r="${n(h * 0.1)}" fill="#fff" opacity="0.3"/><circle cx="${n(w * 0.32)}" cy="0" r="${n(h * 0.1)}" fill="#fff" opacity="0.3"/></g>`,
  )
}

/** glass savings jar with coins, base centre (0,0), ~260 tall */
function jar(x, y, s = 1, { sprout = false } = {}) {
  let o = ''
  o += `<path d="M-95,-210 Q-110,-200 -110,-170 L-110,-30 Q-110,0 -80,0 L80,0 Q110,0 110,-30 L110,-170 Q110,-200 95,-210Z" fill="#e4f4ec" stroke="${P.g300}" stroke-width="5"/>`
  // coins inside
  o += `<clipPath id="jarclip${Math.round(x)}"><path d="M-104,-170 L-104,-30 Q-104,-6 -80,-6 L80,-6 Q104,-6 104,-30 L104,-170Z"/></clipPath>`
  let coins = ''
  const r = rng(Math.round(x * 7 + 3))
  for (let row = 0; row < 6; row++) {
    for (let c = 0; c < 6; c++) {
      const cx = -100 + c * 40 + (row % 2) * 20 + (r() - 0.5) * 8
      const cy = -16 - row * 20 + (r() - 0.5) * 6
      coins += `<ellipse cx="${n(cx)}" cy="${n(cy + 3)}" rx="22" ry="9" fill="${P.gold7}"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="22" ry="9" fill="${
        (row + c) % 3 ? P.gold2 : P.gold
      }"/>`
    }
  }
  o += `<g clip-path="url(#jarclip${Math.round(x)})">${coins}</g>`
  o += `<path d="M-80,-180 L-80,-40" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.55"/>`
  o += `<rect x="-100" y="-236" width="200" height="34" rx="10" fill="${P.g700}"/><rect x="-100" y="-236" width="200" height="12" rx="6" fill="${P.g500}"/>`
  o += `<rect x="-34" y="-232" width="68" height="8" rx="4" fill="${P.g950}"/>`
  if (sprout) {
    o += `<path d="M0,-236 Q-4,-280 6,-320" stroke="${P.g600}" stroke-width="9" fill="none" stroke-linecap="round"/>`
    o += `<path d="M4,-300 Q-40,-330 -70,-300 Q-36,-280 4,-300Z" fill="${P.g500}"/><path d="M6,-318 Q40,-360 80,-336 Q46,-300 6,-318Z" fill="${P.g400}"/>`
  }
  return tr(x, y, s, o)
}

/** safe / vault (wadiah = titipan), base centre (0,0) */
function safe(x, y, s = 1) {
  let o = ''
  o += `<rect x="-150" y="-300" width="300" height="290" rx="26" fill="${P.g800}"/>`
  o += `<rect x="-150" y="-300" width="300" height="24" rx="12" fill="${P.g600}"/>`
  o += `<rect x="-124" y="-270" width="248" height="232" rx="18" fill="${P.g600}"/>`
  o += `<rect x="-124" y="-270" width="248" height="232" rx="18" fill="none" stroke="${P.g950}" stroke-opacity="0.25" stroke-width="6"/>`
  o += `<circle cx="0" cy="-154" r="64" fill="${P.g100}"/><circle cx="0" cy="-154" r="50" fill="${P.gold2}"/>`
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6
    o += `<line x1="${n(Math.cos(a) * 40)}" y1="${n(-154 + Math.sin(a) * 40)}" x2="${n(Math.cos(a) * 48)}" y2="${n(-154 + Math.sin(a) * 48)}" stroke="${P.gold7}" stroke-width="4"/>`
  }
  o += `<circle cx="0" cy="-154" r="20" fill="${P.gold}"/><rect x="-5" y="-188" width="10" height="26" rx="5" fill="${P.gold7}"/>`
  o += `<rect x="92" y="-200" width="14" height="92" rx="7" fill="${P.gold2}"/>`
  o += `<rect x="-120" y="-10" width="50" height="14" rx="4" fill="${P.g950}"/><rect x="70" y="-10" width="50" height="14" rx="4" fill="${P.g950}"/>`
  return tr(x, y, s, o)
}

/** money box with slot and star emblem, base centre */
function moneyBox(x, y, s = 1, c = P.g700, c2 = P.g500) {
  let o = ''
  o += `<rect x="-130" y="-190" width="260" height="190" rx="22" fill="${c}"/>`
  o += `<path d="M-130,-150 L130,-150 L130,-168 Q130,-190 108,-190 L-108,-190 Q-130,-190 -130,-168Z" fill="${c2}"/>`
  o += `<rect x="-50" y="-178" width="100" height="14" rx="7" fill="${P.g950}"/>`
  o += `<circle cx="0" cy="-80" r="46" fill="${P.gold0}"/>${star8(0, -80, 32, `fill="${P.gold}"`)}<circle cx="0" cy="-80" r="10" fill="${P.gold0}"/>`
  return tr(x, y, s, o)
}

/** Kaaba in 3/4 view, base centre (0,0), ~240 tall */
function kaaba(x, y, s = 1) {
  let o = ''
  o += `<path d="M-130,-230 L60,-250 L60,0 L-130,0Z" fill="#1d2220"/>`
  o += `<path d="M60,-250 L150,-226 L150,0 L60,0Z" fill="#2c3330"/>`
  o += `<path d="M-130,-190 L60,-208 L60,-186 L-130,-168Z" fill="${P.gold2}"/>`
  o += `<path d="M60,-208 L150,-186 L150,-166 L60,-186Z" fill="${P.gold}"/>`
  o += `<path d="M-130,-176 L60,-196 M60,-196 L150,-176" stroke="${P.gold7}" stroke-width="2" fill="none"/>`
  o += `<rect x="20" y="-150" width="28" height="92" rx="3" fill="${P.gold2}"/><rect x="26" y="-142" width="16" height="76" fill="${P.gold}"/>`
  o += `<path d="M-130,0 L150,0" stroke="#a59b87" stroke-width="10"/>`
  return tr(x, y, s, o)
}

/** simple mosque: dome + body + 2 minarets, base centre (0,0), ~360 wide */
function mosque(
  x,
  y,
  s = 1,
  { wall = P.cream, dome = P.g700, accent = P.gold2, shade = '#ece2cc' } = {},
) {
  let o = ''
  const minaret = (mx) =>
    `<rect x="${mx - 14}" y="-300" width="28" height="300" fill="${wall}"/><rect x="${mx}" y="-300" width="14" height="300" fill="${shade}"/><rect x="${
      mx - 20
    }" y="-230" width="40" height="12" rx="3" fill="${accent}"/><rect x="${mx - 20}" y="-150" width="40" height="10" rx="3" fill="${accent}"/><path d="M${
      mx - 16
    },-300 Q${mx - 16},-330 ${mx},-350 Q${mx + 16},-330 ${mx + 16},-300Z" fill="${dome}"/><path d="M${mx},-350 L${mx},-368" stroke="${accent}" stroke-width="4"/><circle cx="${mx}" cy="-372" r="5" fill="${accent}"/>`
  o += minaret(-170) + minaret(170)
  o += `<rect x="-140" y="-170" width="280" height="170" fill="${wall}"/>`
  o += `<rect x="-140" y="-178" width="280" height="14" fill="${accent}"/>`
  // dome
  o += `<rect x="-70" y="-200" width="140" height="26" fill="${wall}"/>`
  o += `<path d="M-78,-200 Q-86,-270 0,-312 Q86,-270 78,-200Z" fill="${dome}"/>`
  o += `<path d="M0,-312 Q86,-270 78,-200 L40,-200 Q50,-262 0,-312Z" fill="#000" opacity="0.12"/>`
  o += `<path d="M0,-312 L0,-340" stroke="${accent}" stroke-width="5"/><path d="M6,-352 A12,12 0 1 0 6,-332 A9,9 0 1 1 6,-352Z" fill="${accent}"/>`
  // arches
  for (const ax of [-100, -50, 0, 50, 100]) {
    const big = ax === 0
    const w = big ? 44 : 30
    const h = big ? 110 : 80
    o += `<path d="M${ax - w / 2},0 L${ax - w / 2},${-h + w / 2} Q${ax - w / 2},${-h - 6} ${ax},${-h - w / 2 + 6} Q${ax + w / 2},${-h - 6} ${ax + w / 2},${
      -h + w / 2
    } L${ax + w / 2},0Z" fill="${big ? P.g800 : P.g700}" opacity="${big ? 1 : 0.85}"/>`
  }
  return tr(x, y, s, o)
}

/** side-view airplane facing right, centre (0,0), ~420 long */
function airplane(x, y, s = 1, rot = 0, { body = '#ffffff', accent = P.g700, win = P.g300 } = {}) {
  let o = ''
  o += `<path d="M-20,6 L-90,70 L-60,70 L40,8Z" fill="#dfe9e4"/>`
  o += `<path d="M-200,-10 Q-200,-28 -180,-28 L150,-28 Q210,-24 214,0 Q210,22 150,24 L-180,24 Q-200,24 -200,8Z" fill="${body}"/>`
  o += `<path d="M-150,24 L150,24 Q196,22 210,8 L-190,8Z" fill="#e7efeb"/>`
  o += `<path d="M-196,-24 L-220,-110 L-180,-110 L-130,-28Z" fill="${accent}"/>`
  o += `<path d="M-196,10 L-236,20 L-230,30 L-180,20Z" fill="${accent}"/>`
  o += `<path d="M-10,2 L-80,-60 L-52,-60 L40,0Z" fill="${accent}" opacity="0.9"/>`
  for (let i = 0; i < 11; i++)
    o += `<rect x="${-150 + i * 26}" y="-16" width="13" height="13" rx="5" fill="${win}"/>`
  o += `<path d="M170,-18 Q196,-16 204,-6 L176,-6Z" fill="${P.ink2}"/>`
  o += `<path d="M-200,4 L214,4" stroke="${P.gold2}" stroke-width="5"/>`
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

/** scooter (motor matic) side view facing right, ground at y=0 */
function scooter(x, y, s = 1, { body = P.g600, dark = P.ink2 } = {}) {
  let o = ''
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="-38" r="38" fill="${P.ink}"/><circle cx="${cx}" cy="-38" r="22" fill="#c9d3ce"/><circle cx="${cx}" cy="-38" r="8" fill="${P.ink2}"/>`
  o += wheel(-95) + wheel(100)
  o += `<path d="M-150,-70 Q-150,-128 -80,-132 L0,-126 Q26,-122 26,-98 L24,-74 L-40,-68 Q-60,-42 -110,-46 Q-146,-48 -150,-70Z" fill="${body}"/>`
  o += `<path d="M-140,-130 Q-138,-152 -104,-150 L6,-144 Q22,-142 18,-126 L-130,-124Z" fill="${dark}"/>`
  o += `<rect x="-40" y="-80" width="110" height="14" rx="6" fill="${dark}"/>`
  o += `<path d="M54,-72 L78,-200 L104,-200 L94,-110 Q92,-82 70,-68Z" fill="${body}"/>`
  o += `<path d="M60,-72 Q100,-104 140,-64" stroke="${body}" stroke-width="16" fill="none" stroke-linecap="round"/>`
  o += `<path d="M80,-200 L64,-226 M48,-228 L92,-230" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`
  o += `<ellipse cx="104" cy="-176" rx="10" ry="14" fill="${P.gold2}"/>`
  o += `<path d="M-150,-94 L-164,-96" stroke="${P.gold2}" stroke-width="8" stroke-linecap="round"/>`
  o += `<path d="M-118,-100 L-10,-98" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`
  return tr(x, y, s, o)
}

/** hatchback car side view facing right, ground at y=0, ~440 long */
function car(x, y, s = 1, { body = P.g700, glass = '#cfe9dd', electric = false } = {}) {
  let o = ''
  o += `<path d="M-220,-50 Q-222,-96 -190,-104 L-130,-112 L-80,-168 Q-70,-178 -50,-178 L80,-178 Q100,-178 112,-166 L170,-110 L205,-102 Q228,-96 228,-66 L228,-46 Q228,-30 210,-30 L-205,-30 Q-220,-30 -220,-50Z" fill="${body}"/>`
  o += `<path d="M-112,-114 L-70,-162 L-6,-162 L-6,-114Z" fill="${glass}"/><path d="M6,-114 L6,-162 L78,-162 Q90,-162 98,-152 L134,-114Z" fill="${glass}"/>`
  o += `<path d="M-60,-150 L-40,-162 M20,-150 L40,-162" stroke="#fff" stroke-width="6" opacity="0.6"/>`
  o += `<path d="M-214,-70 L226,-70" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>`
  o += `<rect x="196" y="-96" width="26" height="12" rx="6" fill="${P.gold1}"/><rect x="-222" y="-92" width="16" height="14" rx="5" fill="#e06a4f"/>`
  o += `<rect x="-40" y="-100" width="22" height="6" rx="3" fill="#fff" opacity="0.7"/><rect x="60" y="-100" width="22" height="6" rx="3" fill="#fff" opacity="0.7"/>`
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="-30" r="44" fill="${P.ink}"/><circle cx="${cx}" cy="-30" r="24" fill="#c9d3ce"/><circle cx="${cx}" cy="-30" r="9" fill="${P.ink2}"/>`
  o += wheel(-130) + wheel(140)
  if (electric)
    o += `<circle cx="-170" cy="-78" r="16" fill="#fff"/><path d="M-166,-90 L-178,-76 L-169,-76 L-174,-64 L-161,-80 L-170,-80Z" fill="${P.gold}"/>`
  return tr(x, y, s, o)
}

/** smartphone, centre (0,0), ~220x420 */
function phone(x, y, s = 1, rot = 0, screen = '') {
  let o = `<rect x="-112" y="-212" width="224" height="424" rx="30" fill="${P.ink}"/><rect x="-100" y="-196" width="200" height="392" rx="20" fill="${P.g100}"/><rect x="-30" y="-205" width="60" height="8" rx="4" fill="${P.ink2}"/>`
  o += screen
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

function gradCap(x, y, s = 1) {
  let o = ''
  o += `<path d="M-80,-20 L-80,30 Q0,70 80,30 L80,-20Z" fill="${P.ink2}"/>`
  o += `<path d="M-170,-40 L0,-110 L170,-40 L0,30Z" fill="${P.ink}"/>`
  o += `<path d="M-170,-40 L0,30 L170,-40 L0,18Z" fill="${P.ink2}" opacity="0.6"/>`
  o += `<circle cx="0" cy="-40" r="10" fill="${P.gold2}"/><path d="M0,-40 Q90,-20 120,0 L120,70" stroke="${P.gold2}" stroke-width="6" fill="none"/>`
  o += `<path d="M110,60 L130,60 L136,106 L104,106Z" fill="${P.gold2}"/>`
  return tr(x, y, s, o)
}

function books(x, y, s = 1) {
  const rows = [
    [P.g700, 260, 0],
    [P.gold2, 240, 10],
    [P.g500, 250, -6],
    ['#d96f4f', 220, 6],
  ]
  let o = ''
  let yy = 0
  for (const [c, w, dx] of rows) {
    o += `<rect x="${-w / 2 + dx}" y="${yy - 40}" width="${w}" height="40" rx="6" fill="${c}"/><rect x="${-w / 2 + dx + 12}" y="${yy - 34}" width="${
      w - 24
    }" height="6" rx="3" fill="#fff" opacity="0.35"/><rect x="${w / 2 + dx - 16}" y="${yy - 36}" width="10" height="32" rx="2" fill="#fff" opacity="0.85"/>`
    yy -= 40
  }
  return tr(x, y, s, o)
}

function goldBar(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<path d="M-80,0 L80,0 L62,-52 L-62,-52Z" fill="${P.gold}"/><path d="M-62,-52 L62,-52 L50,-70 L-50,-70Z" fill="${P.gold1}"/><path d="M62,-52 L80,0 L86,-4 L70,-56 Z" fill="${P.gold7}" opacity="0.5"/><path d="M-44,-36 L40,-36" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>${star8(
      0,
      -20,
      9,
      `fill="${P.gold7}" opacity="0.55"`,
    )}`,
  )
}
function goldPyramid(x, y, s = 1) {
  return tr(x, y, s, goldBar(-84, 0) + goldBar(84, 0) + goldBar(0, -56))
}

function scale(x, y, s = 1) {
  let o = ''
  o += `<rect x="-70" y="-16" width="140" height="16" rx="6" fill="${P.g800}"/><rect x="-10" y="-280" width="20" height="266" rx="6" fill="${P.g700}"/>`
  o += `<rect x="-170" y="-282" width="340" height="14" rx="7" fill="${P.g700}" transform="rotate(-6)"/><circle cx="0" cy="-282" r="16" fill="${P.gold2}"/>`
  const pan = (px, py) =>
    `<path d="M${px},${py} L${px - 60},${py + 110} M${px},${py} L${px + 60},${py + 110}" stroke="${P.g500}" stroke-width="4"/><path d="M${px - 78},${py + 110} L${px + 78},${
      py + 110
    } Q${px},${py + 160} ${px - 78},${py + 110}Z" fill="${P.g600}"/>`
  o += pan(-160, -264) + pan(160, -298)
  return tr(x, y, s, o)
}

function ring(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="46" ry="40" fill="none" stroke="${P.gold}" stroke-width="14"/><ellipse cx="0" cy="-3" rx="46" ry="40" fill="none" stroke="${P.gold2}" stroke-width="10"/><path d="M-16,-44 L0,-70 L16,-44Z" fill="#dff3ff"/><path d="M-16,-44 L0,-70 L0,-44Z" fill="#bfe2f2"/>`,
  )
}

function calendar(x, y, s = 1) {
  let o = `<rect x="-150" y="-150" width="300" height="290" rx="24" fill="#fff"/><path d="M-150,-90 L-150,-126 Q-150,-150 -126,-150 L126,-150 Q150,-150 150,-126 L150,-90Z" fill="${P.g700}"/>`
  o += `<rect x="-100" y="-176" width="18" height="52" rx="9" fill="${P.ink2}"/><rect x="82" y="-176" width="18" height="52" rx="9" fill="${P.ink2}"/>`
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const hl = (r === 1 && c === 2) || (r === 2 && c === 4)
      o += `<rect x="${-126 + c * 52}" y="${-72 + r * 50}" width="40" height="36" rx="8" fill="${hl ? P.gold2 : P.g200}"/>`
    }
  return tr(x, y, s, o)
}

function megaphone(x, y, s = 1) {
  let o = ''
  o += `<path d="M-120,-40 L40,-120 L40,120 L-120,40Z" fill="${P.gold2}"/><path d="M-120,0 L40,0 L40,120 L-120,40Z" fill="${P.gold}"/>`
  o += `<rect x="-160" y="-46" width="50" height="92" rx="14" fill="${P.g700}"/><ellipse cx="40" cy="0" rx="26" ry="120" fill="${P.g700}"/><ellipse cx="44" cy="0" rx="14" ry="96" fill="${P.g900}"/>`
  o += `<path d="M-100,40 L-70,120 Q-66,132 -52,128 L-30,120 L-52,36Z" fill="${P.g800}"/>`
  for (const [r, op] of [
    [110, 0.9],
    [160, 0.6],
    [210, 0.35],
  ])
    o += `<path d="M${60 + r * 0.55},${-r * 0.7} Q${60 + r},0 ${60 + r * 0.55},${r * 0.7}" stroke="${P.g500}" stroke-width="14" fill="none" stroke-linecap="round" opacity="${op}"/>`
  return tr(x, y, s, o)
}

function calculator(x, y, s = 1, rot = 0) {
  let o = `<rect x="-100" y="-150" width="200" height="300" rx="24" fill="${P.ink2}"/><rect x="-78" y="-128" width="156" height="60" rx="10" fill="${P.g200}"/><rect x="-10" y="-110" width="70" height="24" rx="4" fill="${P.g500}" opacity="0.45"/>`
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      o += `<rect x="${-78 + c * 56}" y="${-50 + r * 46}" width="44" height="36" rx="8" fill="${r === 3 && c === 2 ? P.gold2 : c === 2 ? P.g500 : '#51615a'}"/>`
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

/** paper document with lines/chart, centre (0,0), ~260x340 */
function documentSheet(x, y, s = 1, rot = 0, { header = P.g700, chart = true } = {}) {
  let o = `<rect x="-126" y="-166" width="260" height="340" rx="16" fill="${P.ink}" opacity="0.08"/><rect x="-130" y="-170" width="260" height="340" rx="16" fill="#fff"/>`
  o += `<path d="M-130,-120 L-130,-154 Q-130,-170 -114,-170 L114,-170 Q130,-170 130,-154 L130,-120Z" fill="${header}"/>`
  o += star8(-96, -145, 14, `fill="${P.gold2}"`)
  o += `<rect x="-70" y="-152" width="120" height="12" rx="6" fill="#fff" opacity="0.8"/>`
  for (let i = 0; i < 4; i++)
    o += `<rect x="-104" y="${-96 + i * 22}" width="${i === 3 ? 120 : 208}" height="10" rx="5" fill="${P.g200}"/>`
  if (chart) {
    const hs = [40, 64, 52, 86, 104]
    hs.forEach(
      (h, i) =>
        (o += `<rect x="${-96 + i * 40}" y="${120 - h}" width="26" height="${h}" rx="4" fill="${i === 4 ? P.gold2 : P.g500}"/>`),
    )
    o += `<path d="M-104,122 L104,122" stroke="${P.g300}" stroke-width="4"/>`
  }
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

function barChart(x, y, s = 1) {
  let o = `<rect x="-200" y="-240" width="400" height="280" rx="24" fill="#fff"/>`
  const hs = [70, 110, 95, 150, 190]
  hs.forEach(
    (h, i) =>
      (o += `<rect x="${-160 + i * 66}" y="${10 - h}" width="44" height="${h}" rx="8" fill="${i === 4 ? P.gold2 : i % 2 ? P.g500 : P.g400}"/>`),
  )
  o += `<path d="M-170,-60 L-100,-110 L-30,-90 L40,-150 L130,-200" stroke="${P.g800}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M104,-206 L140,-208 L132,-172Z" fill="${P.g800}"/>`
  return tr(x, y, s, o)
}

/** plant sprout growing out of ground/coins, base (0,0) */
function sprout(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<path d="M0,0 Q-6,-70 6,-140" stroke="${P.g600}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M2,-80 Q-60,-120 -110,-80 Q-52,-48 2,-80Z" fill="${P.g500}"/><path d="M6,-126 Q60,-190 126,-152 Q70,-96 6,-126Z" fill="${P.g400}"/><path d="M2,-80 Q-50,-96 -90,-84" stroke="${P.g700}" stroke-width="3" fill="none" opacity="0.5"/><path d="M8,-128 Q60,-156 104,-150" stroke="${P.g700}" stroke-width="3" fill="none" opacity="0.5"/>`,
  )
}

/** rice plant clump */
function rice(x, y, s = 1, c = P.g500, c2 = P.gold2) {
  let o = ''
  for (const [dx, h, bend] of [
    [-10, 70, -18],
    [-4, 86, -6],
    [2, 90, 8],
    [8, 76, 20],
  ])
    o += `<path d="M${dx * 0.4},0 Q${dx},-${h * 0.6} ${dx + bend},-${h}" stroke="${c}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`
  if (c2)
    o += `<path d="M2,-70 Q14,-86 24,-78" stroke="${c2}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  return tr(x, y, s, o)
}

/** warung / small shop front, base centre (0,0), ~460 wide */
function shop(x, y, s = 1, { keeper = true } = {}) {
  let o = ''
  o += `<rect x="-230" y="-330" width="460" height="330" fill="${P.cream}"/>`
  o += `<rect x="-230" y="-360" width="460" height="36" rx="6" fill="${P.g800}"/>`
  o += `<rect x="-150" y="-352" width="300" height="20" rx="4" fill="${P.g700}"/>${star8(0, -342, 8, `fill="${P.gold2}"`)}`
  // shelves behind
  o += `<rect x="-200" y="-270" width="400" height="170" fill="#f3ead4"/>`
  const rr = rng(11)
  const cols = [P.g500, P.gold2, '#d96f4f', P.g300, '#6aa4c8', P.gold, P.g700]
  for (let sh = 0; sh < 3; sh++) {
    const sy = -270 + 56 * (sh + 1)
    o += `<rect x="-200" y="${sy - 4}" width="400" height="7" fill="${P.wood}"/>`
    let xx = -192
    while (xx < 180) {
      const w = 16 + Math.floor(rr() * 22)
      const h = 22 + Math.floor(rr() * 22)
      const c = cols[Math.floor(rr() * cols.length)]
      if (rr() < 0.35)
        o += `<rect x="${xx}" y="${sy - 4 - h}" width="${w}" height="${h}" rx="${w / 2.6}" fill="${c}"/>`
      else o += `<rect x="${xx}" y="${sy - 4 - h}" width="${w}" height="${h}" rx="3" fill="${c}"/>`
      xx += w + 4
    }
  }
  if (keeper)
    o += tr(
      120,
      -60,
      0.95,
      person({ head: 'hijab', hijab: P.g500, top: P.gold2, dress: true, skin: P.skin[1] }),
    )
  // counter
  o += `<rect x="-220" y="-110" width="440" height="110" fill="${P.wood}"/><rect x="-230" y="-118" width="460" height="16" rx="4" fill="${P.wood2}"/>`
  o += `<rect x="-200" y="-92" width="120" height="80" rx="6" fill="#fff" opacity="0.18"/><rect x="60" y="-92" width="140" height="80" rx="6" fill="#fff" opacity="0.18"/>`
  // jars on counter
  for (const [jx, c] of [
    [-170, '#d96f4f'],
    [-120, P.gold2],
    [-70, P.g500],
  ])
    o += `<rect x="${jx - 18}" y="-166" width="36" height="48" rx="10" fill="#e7f3ee" opacity="0.95"/><rect x="${jx - 14}" y="-150" width="28" height="30" rx="8" fill="${c}"/><rect x="${
      jx - 16
    }" y="-174" width="32" height="10" rx="3" fill="${P.g800}"/>`
  // awning
  let aw = ''
  const stripes = 10
  const sw = 500 / stripes
  for (let i = 0; i < stripes; i++) {
    const x0 = -250 + i * sw
    aw += `<path d="M${x0},-326 L${x0 + sw},-326 L${x0 + sw},-270 Q${x0 + sw / 2},-250 ${x0},-270Z" fill="${i % 2 ? '#fff' : P.g600}"/>`
  }
  o += aw
  o += `<rect x="-250" y="-332" width="500" height="10" rx="4" fill="${P.g900}"/>`
  return tr(x, y, s, o)
}

/** handshake glyph (from MDI path) in a circle */
const mdiGlyph = (key, x, y, size, fill) =>
  `<g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(size / 24)})"><path d="${MDI[key].d}" fill="${fill}"/></g>`

/** bunting flags */
function bunting(x1, y1, x2, y2, sag = 30, count = 12, cols = [P.g600, P.gold2, '#fff']) {
  let o = `<path d="M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 + sag * 2} ${x2},${y2}" stroke="${P.ink2}" stroke-width="2" fill="none" opacity="0.6"/>`
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const bx = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2
    const by = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag * 2) + t * t * y2
    o += `<path d="M${n(bx - 12)},${n(by)} L${n(bx + 12)},${n(by)} L${n(bx)},${n(by + 26)}Z" fill="${cols[i % cols.length]}"/>`
  }
  return o
}

/** hanging lantern */
const lantern = (x, y, s = 1, c = P.gold2) =>
  tr(
    x,
    y,
    s,
    `<line x1="0" y1="-40" x2="0" y2="0" stroke="${P.gold1}" stroke-width="2"/><circle cx="0" cy="26" r="40" fill="${c}" opacity="0.18"/><path d="M-14,4 L14,4 L18,16 L18,36 L14,48 L-14,48 L-18,36 L-18,16Z" fill="${c}"/><path d="M-8,12 L8,12 L10,40 L-10,40Z" fill="#fff6d6" opacity="0.85"/><path d="M-6,0 L6,0 L10,5 L-10,5Z" fill="${P.gold7}"/>`,
  )

/* ---------------------------------------------------------------- icons
 * Path data copied verbatim from the npm package @mdi/svg 7.4.47 (Material Design
 * Icons, Pictogrammers, Apache-2.0). Embedded so this script needs no extra package.
 */
const MDI_VERSION = '7.4.47'
const MDI = {
  airplane: {
    src: 'airplane',
    d: 'M20.56 3.91C21.15 4.5 21.15 5.45 20.56 6.03L16.67 9.92L18.79 19.11L17.38 20.53L13.5 13.1L9.6 17L9.96 19.47L8.89 20.53L7.13 17.35L3.94 15.58L5 14.5L7.5 14.87L11.37 11L3.94 7.09L5.36 5.68L14.55 7.8L18.44 3.91C19 3.33 20 3.33 20.56 3.91Z',
  },
  bank: {
    src: 'bank',
    d: 'M11.5,1L2,6V8H21V6M16,10V17H19V10M2,22H21V19H2M10,10V17H13V10M4,10V17H7V10H4Z',
  },
  bike: {
    src: 'bicycle',
    d: 'M19 10C18.44 10 17.91 10.11 17.41 10.28L14.46 4.5H11V6H13.54L14.42 7.72L12 13.13L10.23 8.95C10.5 8.85 10.74 8.58 10.74 8.25C10.74 7.84 10.41 7.5 10 7.5H8C7.58 7.5 7.24 7.84 7.24 8.25S7.58 9 8 9H8.61L10.86 14.25H9.92C9.56 11.85 7.5 10 5 10C2.24 10 0 12.24 0 15S2.24 20 5 20C7.5 20 9.56 18.15 9.92 15.75H12.5L15.29 9.43L16.08 10.96C14.82 11.87 14 13.34 14 15C14 17.76 16.24 20 19 20S24 17.76 24 15 21.76 10 19 10M5 18.5C3.07 18.5 1.5 16.93 1.5 15S3.07 11.5 5 11.5C6.67 11.5 8.07 12.68 8.41 14.25H4V15.75H8.41C8.07 17.32 6.67 18.5 5 18.5M19 18.5C17.07 18.5 15.5 16.93 15.5 15C15.5 13.92 16 12.97 16.77 12.33L18.57 15.85L19.89 15.13L18.1 11.63C18.39 11.56 18.69 11.5 19 11.5C20.93 11.5 22.5 13.07 22.5 15S20.93 18.5 19 18.5Z',
  },
  cow: {
    src: 'cow',
    d: 'M10.5,18A0.5,0.5 0 0,1 11,18.5A0.5,0.5 0 0,1 10.5,19A0.5,0.5 0 0,1 10,18.5A0.5,0.5 0 0,1 10.5,18M13.5,18A0.5,0.5 0 0,1 14,18.5A0.5,0.5 0 0,1 13.5,19A0.5,0.5 0 0,1 13,18.5A0.5,0.5 0 0,1 13.5,18M10,11A1,1 0 0,1 11,12A1,1 0 0,1 10,13A1,1 0 0,1 9,12A1,1 0 0,1 10,11M14,11A1,1 0 0,1 15,12A1,1 0 0,1 14,13A1,1 0 0,1 13,12A1,1 0 0,1 14,11M18,18C18,20.21 15.31,22 12,22C8.69,22 6,20.21 6,18C6,17.1 6.45,16.27 7.2,15.6C6.45,14.6 6,13.35 6,12L6.12,10.78C5.58,10.93 4.93,10.93 4.4,10.78C3.38,10.5 1.84,9.35 2.07,8.55C2.3,7.75 4.21,7.6 5.23,7.9C5.82,8.07 6.45,8.5 6.82,8.96L7.39,8.15C6.79,7.05 7,4 10,3L9.91,3.14V3.14C9.63,3.58 8.91,4.97 9.67,6.47C10.39,6.17 11.17,6 12,6C12.83,6 13.61,6.17 14.33,6.47C15.09,4.97 14.37,3.58 14.09,3.14L14,3C17,4 17.21,7.05 16.61,8.15L17.18,8.96C17.55,8.5 18.18,8.07 18.77,7.9C19.79,7.6 21.7,7.75 21.93,8.55C22.16,9.35 20.62,10.5 19.6,10.78C19.07,10.93 18.42,10.93 17.88,10.78L18,12C18,13.35 17.55,14.6 16.8,15.6C17.55,16.27 18,17.1 18,18M12,16C9.79,16 8,16.9 8,18C8,19.1 9.79,20 12,20C14.21,20 16,19.1 16,18C16,16.9 14.21,16 12,16M12,14C13.12,14 14.17,14.21 15.07,14.56C15.65,13.87 16,13 16,12A4,4 0 0,0 12,8A4,4 0 0,0 8,12C8,13 8.35,13.87 8.93,14.56C9.83,14.21 10.88,14 12,14M14.09,3.14V3.14Z',
  },
  'electric-car': {
    src: 'car-electric',
    d: 'M18.92 2C18.72 1.42 18.16 1 17.5 1H6.5C5.84 1 5.29 1.42 5.08 2L3 8V16C3 16.55 3.45 17 4 17H5C5.55 17 6 16.55 6 16V15H18V16C18 16.55 18.45 17 19 17H20C20.55 17 21 16.55 21 16V8L18.92 2M6.5 12C5.67 12 5 11.33 5 10.5S5.67 9 6.5 9 8 9.67 8 10.5 7.33 12 6.5 12M17.5 12C16.67 12 16 11.33 16 10.5S16.67 9 17.5 9 19 9.67 19 10.5 18.33 12 17.5 12M5 7L6.5 2.5H17.5L19 7H5M7 20H11V18L17 21H13V23L7 20Z',
  },
  profits: {
    src: 'hand-coin',
    d: 'M16 12C18.76 12 21 9.76 21 7S18.76 2 16 2 11 4.24 11 7 13.24 12 16 12M21.45 17.6C21.06 17.2 20.57 17 20 17H13L10.92 16.27L11.25 15.33L13 16H15.8C16.15 16 16.43 15.86 16.66 15.63S17 15.12 17 14.81C17 14.27 16.74 13.9 16.22 13.69L8.95 11H7V20L14 22L22.03 19C22.04 18.47 21.84 18 21.45 17.6M5 11H.984V22H5V11Z',
  },
  sheep: {
    src: 'sheep',
    d: 'M20,8.5A2.5,2.5 0 0,1 17.5,11C16.42,11 15.5,10.31 15.16,9.36C14.72,9.75 14.14,10 13.5,10C12.94,10 12.42,9.81 12,9.5C11.58,9.81 11.07,10 10.5,10C9.86,10 9.28,9.75 8.84,9.36C8.5,10.31 7.58,11 6.5,11A2.5,2.5 0 0,1 4,8.5C4,7.26 4.91,6.23 6.1,6.04C6.04,5.87 6,5.69 6,5.5A1.5,1.5 0 0,1 7.5,4C7.7,4 7.89,4.04 8.06,4.11C8.23,3.47 8.81,3 9.5,3C9.75,3 10,3.07 10.18,3.17C10.5,2.5 11.19,2 12,2C12.81,2 13.5,2.5 13.82,3.17C14,3.07 14.25,3 14.5,3C15.19,3 15.77,3.47 15.94,4.11C16.11,4.04 16.3,4 16.5,4A1.5,1.5 0 0,1 18,5.5C18,5.69 17.96,5.87 17.9,6.04C19.09,6.23 20,7.26 20,8.5M10,12A1,1 0 0,0 9,13A1,1 0 0,0 10,14A1,1 0 0,0 11,13A1,1 0 0,0 10,12M14,12A1,1 0 0,0 13,13A1,1 0 0,0 14,14A1,1 0 0,0 15,13A1,1 0 0,0 14,12M20.23,10.66C19.59,11.47 18.61,12 17.5,12C17.05,12 16.62,11.9 16.21,11.73C16.2,14.28 15.83,17.36 14.45,18.95C13.93,19.54 13.3,19.86 12.5,19.96V18H11.5V19.96C10.7,19.86 10.07,19.55 9.55,18.95C8.16,17.35 7.79,14.29 7.78,11.74C7.38,11.9 6.95,12 6.5,12C5.39,12 4.41,11.47 3.77,10.66C2.88,11.55 2,12 2,12C2,12 3,14 5,14C5.36,14 5.64,13.96 5.88,13.91C6.22,17.73 7.58,22 12,22C16.42,22 17.78,17.73 18.12,13.91C18.36,13.96 18.64,14 19,14C21,14 22,12 22,12C22,12 21.12,11.55 20.23,10.66Z',
  },
  slaughter: {
    src: 'knife',
    d: 'M20.62,2C23.97,7.61 12.47,20.15 12.47,20.15L9.6,17.28L4.91,22L2.77,19.86L20.62,2Z',
  },
  stats: { src: 'chart-bar', d: 'M22,21H2V3H4V19H6V10H10V19H12V6H16V19H18V14H22V21Z' },
  umrah: {
    src: 'mosque',
    d: 'M7 8H17C17.3 8 17.6 8.1 17.8 8.1C17.9 7.8 18 7.4 18 7.1C18 5.8 17.4 4.6 16.3 3.9L12 1L7.7 3.8C6.7 4.6 6 5.8 6 7.1C6 7.5 6.1 7.8 6.2 8.1C6.4 8.1 6.7 8 7 8M24 7C24 5.9 22 4 22 4S20 5.9 20 7C20 7.7 20.4 8.4 21 8.7V13H19V11C19 9.9 18.1 9 17 9H7C5.9 9 5 9.9 5 11V13H3V8.7C3.6 8.4 4 7.7 4 7C4 5.9 2 4 2 4S0 5.9 0 7C0 7.7 .4 8.4 1 8.7V21H10V17C10 15.9 10.9 15 12 15S14 15.9 14 17V21H23V8.7C23.6 8.4 24 7.7 24 7Z',
  },
  handshake: {
    src: 'handshake',
    d: 'M11 6H14L17.29 2.7A1 1 0 0 1 18.71 2.7L21.29 5.29A1 1 0 0 1 21.29 6.7L19 9H11V11A1 1 0 0 1 10 12A1 1 0 0 1 9 11V8A2 2 0 0 1 11 6M5 11V15L2.71 17.29A1 1 0 0 0 2.71 18.7L5.29 21.29A1 1 0 0 0 6.71 21.29L11 17H15A1 1 0 0 0 16 16V15H17A1 1 0 0 0 18 14V13H19A1 1 0 0 0 20 12V11H13V12A2 2 0 0 1 11 14H9A2 2 0 0 1 7 12V9Z',
  },
}

const MDI_LICENSE_HEADER =
  'Pictogrammers Free License\n--------------------------\n\nThis icon collection is released as free, open source, and GPL friendly by\nthe [Pictogrammers](http://pictogrammers.com/) icon group. You may use it\nfor commercial projects, open source projects, or anything really.\n\n# Icons: Apache 2.0 (https://www.apache.org/licenses/LICENSE-2.0)\nSome of the icons are redistributed under the Apache 2.0 license. All other\nicons are either redistributed under their respective licenses or are\ndistributed under the Apache 2.0 license.\n\n# Fonts: Apache 2.0 (https://www.apache.org/licenses/LICENSE-2.0)\nAll web and desktop fonts are distributed under the Apache 2.0 license. Web\nand desktop fonts contain some icons that are redistributed under the Apache\n2.0 license. All other icons are either redistributed under their respective\nlicenses or are distributed under the Apache 2.0 license.\n\n# Code: MIT (https://opensource.org/licenses/MIT)\nThe MIT license applies to all non-font and non-icon files.'

const APACHE_2 =
  'Apache License\n\nVersion 2.0, January 2004\n\nhttp://www.apache.org/licenses/ \n\nTERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION\n\n1. Definitions.\n\n"License" shall mean the terms and conditions for use, reproduction, and distribution as defined by Sections 1 through 9 of this document.\n\n"Licensor" shall mean the copyright owner or entity authorized by the copyright owner that is granting the License.\n\n"Legal Entity" shall mean the union of the acting entity and all other entities that control, are controlled by, or are under common control with that entity. For the purposes of this definition, "control" means (i) the power, direct or indirect, to cause the direction or management of such entity, whether by contract or otherwise, or (ii) ownership of fifty percent (50%) or more of the outstanding shares, or (iii) beneficial ownership of such entity.\n\n"You" (or "Your") shall mean an individual or Legal Entity exercising permissions granted by this License.\n\n"Source" form shall mean the preferred form for making modifications, including but not limited to software source code, documentation source, and configuration files.\n\n"Object" form shall mean any form resulting from mechanical transformation or translation of a Source form, including but not limited to compiled object code, generated documentation, and conversions to other media types.\n\n"Work" shall mean the work of authorship, whether in Source or Object form, made available under the License, as indicated by a copyright notice that is included in or attached to the work (an example is provided in the Appendix below).\n\n"Derivative Works" shall mean any work, whether in Source or Object form, that is based on (or derived from) the Work and for which the editorial revisions, annotations, elaborations, or other modifications represent, as a whole, an original work of authorship. For the purposes of this License, Derivative Works shall not include works that remain separable from, or merely link (or bind by name) to the interfaces of, the Work and Derivative Works thereof.\n\n"Contribution" shall mean any work of authorship, including the original version of the Work and any modifications or additions to that Work or Derivative Works thereof, that is intentionally submitted to Licensor for inclusion in the Work by the copyright owner or by an individual or Legal Entity authorized to submit on behalf of the copyright owner. For the purposes of this definition, "submitted" means any form of electronic, verbal, or written communication sent to the Licensor or its representatives, including but not limited to communication on electronic mailing lists, source code control systems, and issue tracking systems that are managed by, or on behalf of, the Licensor for the purpose of discussing and improving the Work, but excluding communication that is conspicuously marked or otherwise designated in writing by the copyright owner as "Not a Contribution."\n\n"Contributor" shall mean Licensor and any individual or Legal Entity on behalf of whom a Contribution has been received by Licensor and subsequently incorporated within the Work.\n\n2. Grant of Copyright License. Subject to the terms and conditions of this License, each Contributor hereby grants to You a perpetual, worldwide, non-exclusive, no-charge, royalty-free, irrevocable copyright license to reproduce, prepare Derivative Works of, publicly display, publicly perform, sublicense, and distribute the Work and such Derivative Works in Source or Object form.\n\n3. Grant of Patent License. Subject to the terms and conditions of this License, each Contributor hereby grants to You a perpetual, worldwide, non-exclusive, no-charge, royalty-free, irrevocable (except as stated in this section) patent license to make, have made, use, offer to sell, sell, import, and otherwise transfer the Work, where such license applies only to those patent claims licensable by such Contributor that are necessarily infringed by their Contribution(s) alone or by combination of their Contribution(s) with the Work to which such Contribution(s) was submitted. If You institute patent litigation against any entity (including a cross-claim or counterclaim in a lawsuit) alleging that the Work or a Contribution incorporated within the Work constitutes direct or contributory patent infringement, then any patent licenses granted to You under this License for that Work shall terminate as of the date such litigation is filed.\n\n4. Redistribution. You may reproduce and distribute copies of the Work or Derivative Works thereof in any medium, with or without modifications, and in Source or Object form, provided that You meet the following conditions:\n\nYou must give any other recipients of the Work or Derivative Works a copy of this License; and\n\nYou must cause any modified files to carry prominent notices stating that You changed the files; and\n\nYou must retain, in the Source form of any Derivative Works that You distribute, all copyright, patent, trademark, and attribution notices from the Source form of the Work, excluding those notices that do not pertain to any part of the Derivative Works; and\n\nIf the Work includes a "NOTICE" text file as part of its distribution, then any Derivative Works that You distribute must include a readable copy of the attribution notices contained within such NOTICE file, excluding those notices that do not pertain to any part of the Derivative Works, in at least one of the following places: within a NOTICE text file distributed as part of the Derivative Works; within the Source form or documentation, if provided along with the Derivative Works; or, within a display generated by the Derivative Works, if and wherever such third-party notices normally appear. The contents of the NOTICE file are for informational purposes only and do not modify the License. You may add Your own attribution notices within Derivative Works that You distribute, alongside or as an addendum to the NOTICE text from the Work, provided that such additional attribution notices cannot be construed as modifying the License. You may add Your own copyright statement to Your modifications and may provide additional or different license terms and conditions for use, reproduction, or distribution of Your modifications, or for any such Derivative Works as a whole, provided Your use, reproduction, and distribution of the Work otherwise complies with the conditions stated in this License.\n\n5. Submission of Contributions. Unless You explicitly state otherwise, any Contribution intentionally submitted for inclusion in the Work by You to the Licensor shall be under the terms and conditions of this License, without any additional terms or conditions. Notwithstanding the above, nothing herein shall supersede or modify the terms of any separate license agreement you may have executed with Licensor regarding such Contributions.\n\n6. Trademarks. This License does not grant permission to use the trade names, trademarks, service marks, or product names of the Licensor, except as required for reasonable and customary use in describing the origin of the Work and reproducing the content of the NOTICE file.\n\n7. Disclaimer of Warranty. Unless required by applicable law or agreed to in writing, Licensor provides the Work (and each Contributor provides its Contributions) on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied, including, without limitation, any warranties or conditions of TITLE, NON-INFRINGEMENT, MERCHANTABILITY, or FITNESS FOR A PARTICULAR PURPOSE. You are solely responsible for determining the appropriateness of using or redistributing the Work and assume any risks associated with Your exercise of permissions under this License.\n\n8. Limitation of Liability. In no event and under no legal theory, whether in tort (including negligence), contract, or otherwise, unless required by applicable law (such as deliberate and grossly negligent acts) or agreed to in writing, shall any Contributor be liable to You for damages, including any direct, indirect, special, incidental, or consequential damages of any character arising as a result of this License or out of the use or inability to use the Work (including but not limited to damages for loss of goodwill, work stoppage, computer failure or malfunction, or any and all other commercial damages or losses), even if such Contributor has been advised of the possibility of such damages.\n\n9. Accepting Warranty or Additional Liability. While redistributing the Work or Derivative Works thereof, You may choose to offer, and charge a fee for, acceptance of support, warranty, indemnity, or other liability obligations and/or rights consistent with this License. However, in accepting such obligations, You may act only on Your own behalf and on Your sole responsibility, not on behalf of any other Contributor, and only if You agree to indemnify, defend, and hold each Contributor harmless for any liability incurred by, or claims asserted against, such Contributor by reason of your accepting any such warranty or additional liability.\n\nEND OF TERMS AND CONDITIONS'

/* =================================================================== SCENES */

/** dark-left overlay so white headline text stays readable */
function leftShade(id, x, w, h, strength = 0.9, stop = 0.62) {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${P.g950}" stop-opacity="${strength}"/><stop offset="${
      stop * 0.55
    }" stop-color="${P.g950}" stop-opacity="${strength * 0.72}"/><stop offset="${stop}" stop-color="${P.g950}" stop-opacity="0"/></linearGradient>`,
    rect: `<rect x="${x}" y="0" width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

function starsField(seed, x0, x1, y0, y1, count, fill = '#fff') {
  const r = rng(seed)
  let o = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0)
    const y = y0 + r() * (y1 - y0)
    o += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.8 + r() * 1.6)}" fill="${fill}" opacity="${n(0.25 + r() * 0.5)}"/>`
  }
  return o
}

/* ---- hero 1: Yogyakarta dawn with Tugu ---- */
function hero1(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h1shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.62)
  const defs =
    `<linearGradient id="h1sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a4d36"/><stop offset="0.45" stop-color="#2f8462"/><stop offset="0.75" stop-color="#d9c27a"/><stop offset="1" stop-color="#f6e2a6"/></linearGradient>` +
    `<radialGradient id="h1glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/><stop offset="0.35" stop-color="${P.gold1}" stop-opacity="0.55"/><stop offset="1" stop-color="${P.gold1}" stop-opacity="0"/></radialGradient>` +
    shade.defs
  let b = `<rect width="${W}" height="${H}" fill="url(#h1sky)"/>`
  b += starsField(7, 0, 1100, 10, 230, 70)
  b += `<rect width="${W}" height="420" fill="url(#latGold)" opacity="0.10"/>`
  b += `<circle cx="1320" cy="400" r="340" fill="url(#h1glow)"/>`
  // Merapi with smoke
  b += mountain(1180, 560, 1100, 300, '#6fa98c', 0.55)
  b += mountain(1480, 560, 700, 200, '#5f9c80', 0.5)
  b += `<g fill="#fff" opacity="0.28"><ellipse cx="1195" cy="250" rx="40" ry="16"/><ellipse cx="1235" cy="228" rx="50" ry="18"/><ellipse cx="1290" cy="212" rx="42" ry="14"/></g>`
  b += `<circle cx="1320" cy="400" r="150" fill="#fff3c4" opacity="0.25"/><circle cx="1320" cy="400" r="88" fill="#fff1c2"/>`
  b +=
    cloud(1010, 250, 1.1, '#fff5d8', 0.4) +
    cloud(1500, 190, 0.9, '#fff5d8', 0.4) +
    cloud(620, 300, 0.8, '#ffffff', 0.12)
  // far skyline
  let far = ''
  const r = rng(3)
  for (let x = 560; x < 1620; x += 70 + r() * 60) {
    const h = 40 + r() * 70
    far += `<rect x="${n(x)}" y="${n(560 - h)}" width="${n(50 + r() * 40)}" height="${n(h)}" fill="#3d8566"/>`
  }
  b += `<g opacity="0.75">${far}${joglo(760, 562, 220, { roof: '#3d8566', roof2: '#3d8566', wall: '#3d8566', simple: true })}${joglo(
    1530,
    562,
    200,
    { roof: '#3d8566', roof2: '#3d8566', wall: '#3d8566', simple: true },
  )}</g>`
  b += `<rect x="0" y="555" width="${W}" height="40" fill="#2f7758"/>`
  // Tugu
  b += tugu(1160, 590, 1.0, { body: '#fbf3de', shade: '#e3cf9f', line: '#cbb27a' })
  // near houses and trees
  b += palm(930, 600, 0.85, P.g800, P.g900, -0.6) + palm(1590, 600, 0.9, P.g800, P.g900, 0.5)
  b += joglo(1420, 600, 300, {
    roof: P.g900,
    roof2: '#0a5a3d',
    wall: '#0f6d4b',
    door: '#0a4d35',
    trim: P.gold,
  })
  b += joglo(860, 600, 240, {
    roof: P.g900,
    roof2: '#0a5a3d',
    wall: '#0f6d4b',
    door: '#0a4d35',
    trim: P.gold,
  })
  b +=
    tree(1000, 600, 0.7, '#0f6d4b', '#0b5c3f', '#0a4d35') +
    tree(1290, 600, 0.55, '#0f6d4b', '#0b5c3f', '#0a4d35')
  // road & ground
  b += `<rect x="0" y="590" width="${W}" height="50" fill="${P.g950}"/>`
  b += `<rect x="0" y="590" width="${W}" height="50" fill="url(#kawungGold)" opacity="0.16"/>`
  b += `<rect x="0" y="588" width="${W}" height="4" fill="${P.gold}" opacity="0.7"/>`
  b +=
    bird(1380, 300, 1.2) +
    bird(1420, 320, 0.9) +
    bird(1340, 330, 0.8) +
    bird(1050, 190, 0.9, '#0a4d36')
  b += shade.rect
  return svgDoc(vw, H, b, { defs, viewBox: `${vx} 0 ${vw} ${H}` })
}

/* ---- hero 2: rice terraces, farmers and livestock ---- */
function hero2(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h2shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.62)
  const defs =
    `<linearGradient id="h2sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a7a55"/><stop offset="0.55" stop-color="#8fd0ac"/><stop offset="1" stop-color="#f7ecc6"/></linearGradient>` +
    `<radialGradient id="h2glow"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>` +
    shade.defs
  let b = `<rect width="${W}" height="${H}" fill="url(#h2sky)"/>`
  b += `<rect width="${W}" height="360" fill="url(#latWhite)" opacity="0.07"/>`
  b += `<circle cx="1330" cy="150" r="190" fill="url(#h2glow)"/><circle cx="1330" cy="150" r="56" fill="#fff3c4"/>`
  b +=
    cloud(1080, 120, 1, '#fff', 0.6) +
    cloud(1500, 90, 0.8, '#fff', 0.5) +
    cloud(700, 160, 0.9, '#fff', 0.25)
  b +=
    mountain(1000, 350, 760, 240, '#5aa07f', 0.75) + mountain(1400, 350, 640, 190, '#4a9473', 0.8)
  b += `<g fill="#fff" opacity="0.4"><ellipse cx="1010" cy="118" rx="34" ry="13"/><ellipse cx="1050" cy="100" rx="40" ry="15"/></g>`
  // terraces
  const bands = [
    [340, '#7cc79b', 0],
    [378, '#5fb98b', 1],
    [420, '#49ab7c', 2],
    [468, '#3a9d6f', 3],
    [522, '#2d8f62', 4],
    [582, '#1f7f55', 5],
  ]
  for (const [y, c, i] of bands) {
    const a = 14 + i * 4
    let d = `M0,${y}`
    for (let x = 0; x <= W; x += 200)
      d += ` Q${x + 100},${y - a * (i % 2 ? 1 : -1)} ${x + 200},${y}`
    d += ` L${W},${H} L0,${H}Z`
    b += `<path d="${d}" fill="${c}"/>`
    let hl = `M0,${y + 6}`
    for (let x = 0; x <= W; x += 200)
      hl += ` Q${x + 100},${y + 6 - a * (i % 2 ? 1 : -1)} ${x + 200},${y + 6}`
    b += `<path d="${hl}" stroke="#e6f6ec" stroke-width="3" fill="none" opacity="0.55"/>`
  }
  // rice rows on lower terraces
  const rr = rng(21)
  let rows = ''
  for (const [y, s] of [
    [470, 0.32],
    [526, 0.42],
    [590, 0.55],
    [640, 0.7],
  ])
    for (let x = 620 + rr() * 30; x < W; x += 44 + s * 40)
      rows += rice(x, y + rr() * 8 + 8, s, '#9fe0b8', y > 560 ? P.gold2 : '')
  b += `<g opacity="0.9">${rows}</g>`
  // hut and palms
  b += joglo(860, 372, 120, {
    roof: '#6b4a2b',
    roof2: '#8a6238',
    wall: '#c9a77a',
    door: '#6b4a2b',
    trim: '#6b4a2b',
    simple: true,
  })
  b +=
    palm(780, 380, 0.55, '#2b8a5e', '#8a6238', 0.6) +
    palm(1560, 420, 0.75, '#2b8a5e', '#8a6238', -0.4) +
    palm(1180, 345, 0.45, '#3d9a6e', '#8a6238', 0.3)
  // livestock
  b += goat(1000, 598, 0.5) + goat(1060, 606, 0.42, { body: '#e7d7bd', dark: '#5b4a3a' })
  b += cow(1440, 622, 0.85)
  // farmers
  const hoe = `<path d="M-40,-160 L40,-60" stroke="${P.wood2}" stroke-width="6" stroke-linecap="round"/><path d="M34,-66 L54,-50 L44,-40 L26,-58Z" fill="#7b8a84"/>`
  b += personAt(1200, 620, 1.0, {
    head: 'caping',
    top: '#2f6fa3',
    bottom: '#23313a',
    skin: P.skin[2],
    armL: 'hold',
    armR: 'hold',
    holdItem: hoe,
  })
  const bundle = `<g transform="translate(-34 -100)">${rice(0, 0, 0.7, P.g600, P.gold2)}${rice(8, 2, 0.7, P.g500, P.gold2)}</g>`
  b += personAt(1300, 626, 0.92, {
    head: 'caping',
    top: P.gold2,
    bottom: P.g800,
    dress: true,
    skin: P.skin[1],
    armL: 'hold',
    holdItem: bundle,
  })
  // egrets
  const egret = (x, y, s) =>
    tr(
      x,
      y,
      s,
      `<ellipse cx="0" cy="-20" rx="18" ry="10" fill="#fff"/><path d="M12,-24 Q20,-44 28,-44" stroke="#fff" stroke-width="5" fill="none"/><path d="M28,-44 L40,-42" stroke="${P.gold2}" stroke-width="3"/><path d="M-2,-10 L-4,0 M4,-10 L4,0" stroke="${P.ink2}" stroke-width="2"/>`,
    )
  b +=
    egret(900, 470, 0.9) +
    egret(960, 480, 0.8) +
    bird(1240, 90, 1.1, '#0e6e4b') +
    bird(1280, 110, 0.8, '#0e6e4b')
  b += shade.rect
  return svgDoc(vw, H, b, { defs, viewBox: `${vx} 0 ${vw} ${H}` })
}

/* ---- hero 3: UMKM shop and family savings ---- */
function hero3(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h3shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.6)
  const defs =
    `<linearGradient id="h3sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfeadb"/><stop offset="1" stop-color="#fbf1d6"/></linearGradient>` +
    shade.defs
  let b = `<rect width="${W}" height="${H}" fill="url(#h3sky)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.12"/>`
  // background buildings
  b += `<g fill="#b7dcc8">${[600, 700, 820, 1480, 1560].map((x, i) => `<rect x="${x}" y="${200 + (i % 3) * 40}" width="${90 + (i % 2) * 30}" height="400"/>`).join('')}</g>`
  b += joglo(700, 600, 260, { roof: '#8cc6a8', roof2: '#9fd0b6', wall: '#b7dcc8', simple: true })
  b +=
    tree(560, 600, 0.9, '#7cc39f', '#69b790', '#5c9f80') +
    tree(1560, 600, 1.0, '#7cc39f', '#69b790', '#5c9f80')
  b += bunting(880, 60, 1600, 40, 30, 16)
  // shop
  b += shop(1230, 600, 1.0)
  // plants
  const pot = (x, y, s) =>
    tr(
      x,
      y,
      s,
      `<path d="M-26,0 L26,0 L32,-44 L-32,-44Z" fill="${P.wood}"/><circle cx="-14" cy="-66" r="24" fill="${P.g500}"/><circle cx="14" cy="-70" r="26" fill="${P.g600}"/><circle cx="0" cy="-88" r="22" fill="${P.g400}"/>`,
    )
  b += pot(975, 604, 0.8)
  // sidewalk
  b += `<rect x="0" y="600" width="${W}" height="40" fill="#cfe3d7"/><rect x="0" y="600" width="${W}" height="6" fill="#aacdb9"/>`
  for (let x = 0; x < W; x += 80)
    b += `<rect x="${x}" y="606" width="2" height="34" fill="#aacdb9"/>`
  // family
  b += shadow(860, 616, 150, 10, 0.12)
  b += personAt(790, 614, 1.12, {
    head: 'peci',
    top: P.g700,
    bottom: P.ink2,
    skin: P.skin[2],
    armR: 'hold',
  })
  b += personAt(880, 614, 1.05, {
    head: 'hijab',
    hijab: P.gold2,
    top: '#f4efe4',
    bottom: P.g600,
    dress: true,
    skin: P.skin[1],
    armL: 'hold',
  })
  const smallJar = `<g transform="translate(0 -88) scale(0.24)">${jar(0, 0, 1).replace(/jarclip\d+/g, 'jarclipKid')}</g>`
  b += personAt(950, 614, 0.66, {
    head: 'hijab',
    hijab: P.g500,
    top: '#f6c98a',
    bottom: '#f6c98a',
    dress: true,
    skin: P.skin[1],
    armL: 'hold',
    armR: 'hold',
    holdItem: smallJar,
  })
  // floating coins
  b += coin(950, 420, 16) + coin(985, 370, 20) + coin(940, 310, 24)
  b += coinStack(1495, 598, 5, 32) + coinStack(1555, 598, 8, 32)
  b += shade.rect
  return svgDoc(vw, H, b, { defs, viewBox: `${vx} 0 ${vw} ${H}` })
}

/* ---- slide 1: bank office with joglo roof ---- */
function slide1() {
  const W = 1200
  const H = 675
  const defs = `<linearGradient id="s1sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdeadb"/><stop offset="1" stop-color="#f7fbf8"/></linearGradient><linearGradient id="s1glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6efe4"/><stop offset="1" stop-color="#9fd0ba"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#s1sky)"/>`
  b +=
    `<circle cx="1040" cy="110" r="50" fill="#fff3c4"/>` +
    cloud(200, 120, 1, '#fff', 0.9) +
    cloud(880, 80, 0.8, '#fff', 0.8) +
    cloud(1120, 200, 0.6, '#fff', 0.7)
  b += mountain(300, 470, 900, 240, '#b3dcc6', 0.8)
  // back trees
  b +=
    tree(230, 520, 1.2, '#6dbb93', '#5aae85', '#6b4a2b') +
    tree(990, 520, 1.25, '#6dbb93', '#5aae85', '#6b4a2b') +
    tree(1110, 540, 1.0, '#5aae85', '#4a9f77', '#6b4a2b')
  // building
  let g = ''
  g += `<rect x="250" y="540" width="700" height="26" fill="#d9cfb5"/>`
  g += `<rect x="290" y="380" width="620" height="162" fill="${P.cream}"/>`
  g += `<rect x="290" y="520" width="620" height="22" fill="#eee3c8"/>`
  // glass front
  g += `<rect x="460" y="420" width="280" height="120" fill="url(#s1glass)"/>`
  g += `<path d="M470,540 L540,420 L575,420 L505,540Z M600,540 L670,420 L690,420 L620,540Z" fill="#fff" opacity="0.35"/>`
  for (const x of [460, 530, 600, 670, 740])
    g += `<rect x="${x - 3}" y="420" width="6" height="120" fill="${P.g900}"/>`
  g += `<rect x="460" y="416" width="286" height="8" fill="${P.g900}"/>`
  g += `<rect x="565" y="452" width="70" height="88" fill="#b9e0cf"/><rect x="597" y="452" width="6" height="88" fill="${P.g900}"/><rect x="584" y="488" width="4" height="18" rx="2" fill="${P.gold}"/><rect x="612" y="488" width="4" height="18" rx="2" fill="${P.gold}"/>`
  // side windows
  for (const x of [320, 390, 780, 850])
    g += `<rect x="${x}" y="430" width="44" height="70" rx="4" fill="#b9e0cf"/><rect x="${x}" y="430" width="44" height="70" rx="4" fill="none" stroke="${P.gold}" stroke-width="4"/><rect x="${x + 20}" y="430" width="4" height="70" fill="${P.gold}"/>`
  // pillars
  for (const x of [300, 448, 752, 900])
    g += `<rect x="${x - 8}" y="380" width="16" height="162" fill="${P.wood}"/><rect x="${x - 12}" y="532" width="24" height="10" fill="${P.wood2}"/>`
  // sign board (no text)
  g +=
    `<rect x="470" y="380" width="260" height="34" rx="4" fill="${P.g900}"/>` +
    star8(500, 397, 12, `fill="${P.gold2}"`) +
    `<rect x="522" y="390" width="150" height="6" rx="3" fill="${P.gold2}" opacity="0.9"/><rect x="522" y="401" width="110" height="5" rx="2.5" fill="#fff" opacity="0.7"/>`
  // roof
  g += `<path d="M210,384 L990,384 L862,296 L338,296Z" fill="${P.g800}"/>`
  g += `<path d="M348,298 L852,298 L700,150 L500,150Z" fill="${P.g900}"/>`
  for (let i = 1; i < 5; i++) {
    const t = i / 5
    const y = 150 + 148 * t
    const hw = 100 + 152 * t
    g += `<path d="M${600 - hw},${y} L${600 + hw},${y}" stroke="${P.g700}" stroke-width="2.5" opacity="0.7"/>`
  }
  for (let i = 1; i < 3; i++) {
    const t = i / 3
    const y = 296 + 88 * t
    const hw = 262 + 128 * t
    g += `<path d="M${600 - hw},${y} L${600 + hw},${y}" stroke="${P.g900}" stroke-width="2.5" opacity="0.45"/>`
  }
  g += `<path d="M210,384 L990,384" stroke="${P.gold2}" stroke-width="7"/><path d="M338,297 L862,297" stroke="${P.gold2}" stroke-width="5"/>`
  g += `<path d="M486,150 L714,150" stroke="${P.gold2}" stroke-width="9" stroke-linecap="round"/><path d="M486,150 q-8,-20 -26,-26 M714,150 q8,-20 26,-26" stroke="${P.gold2}" stroke-width="7" fill="none" stroke-linecap="round"/>`
  g += star8(600, 126, 14, `fill="${P.gold2}"`)
  // steps
  g += `<rect x="540" y="560" width="120" height="10" fill="#cfc4a6"/><rect x="525" y="568" width="150" height="10" fill="#c4b894"/>`
  b += g
  // flag
  b += `<rect x="140" y="300" width="6" height="270" fill="#c9d3ce"/><rect x="146" y="304" width="74" height="24" fill="#d8342c"/><rect x="146" y="328" width="74" height="24" fill="#fff"/><circle cx="143" cy="298" r="6" fill="${P.gold2}"/>`
  // lawn and path
  b += `<rect x="0" y="575" width="${W}" height="100" fill="${P.g400}"/><rect x="0" y="575" width="${W}" height="100" fill="url(#kawungW)" opacity="0.12"/>`
  b += `<path d="M525,578 L675,578 L760,675 L440,675Z" fill="#e9e1cb"/>`
  // shrubs
  for (const x of [270, 330, 390, 810, 870, 930])
    b += `<ellipse cx="${x}" cy="572" rx="34" ry="22" fill="${P.g600}"/><ellipse cx="${x - 8}" cy="566" rx="16" ry="10" fill="${P.g500}"/>`
  b += scooter(1020, 640, 0.5, { body: P.gold }) + scooter(1110, 650, 0.5, { body: P.g700 })
  b += personAt(700, 640, 0.62, {
    head: 'hijab',
    hijab: P.g600,
    top: '#f2e8d5',
    bottom: P.g800,
    dress: true,
    skin: P.skin[1],
  })
  b += personAt(740, 644, 0.66, { head: 'peci', top: '#2c5d8f', bottom: P.ink2, skin: P.skin[2] })
  return svgDoc(W, H, b, { defs })
}

/* ---- slide 2: customer service counter ---- */
function slide2() {
  const W = 1200
  const H = 675
  let b = `<rect width="${W}" height="${H}" fill="${P.g100}"/>`
  b += `<rect x="0" y="380" width="${W}" height="220" fill="${P.g200}"/>`
  // window with blinds
  b += `<rect x="60" y="70" width="240" height="250" rx="8" fill="#cfeee0"/>`
  for (let y = 84; y < 316; y += 18)
    b += `<rect x="66" y="${y}" width="228" height="9" rx="3" fill="#fff" opacity="0.75"/>`
  b += `<rect x="60" y="70" width="240" height="250" rx="8" fill="none" stroke="${P.g700}" stroke-width="8"/>`
  // brand wall panel
  b += `<rect x="380" y="50" width="440" height="270" rx="14" fill="${P.g800}"/><rect x="380" y="50" width="440" height="270" rx="14" fill="url(#latGoldS)" opacity="0.45"/>`
  b +=
    `<circle cx="600" cy="185" r="78" fill="${P.g900}"/>` +
    star8(600, 185, 62, `fill="${P.gold2}"`) +
    `<circle cx="600" cy="185" r="22" fill="${P.g900}"/>`
  // queue display (no text)
  b += `<rect x="880" y="70" width="220" height="120" rx="12" fill="${P.ink}"/><rect x="896" y="86" width="188" height="88" rx="6" fill="#0f2a20"/>`
  b += `<rect x="912" y="100" width="70" height="16" rx="4" fill="${P.g400}"/><rect x="912" y="126" width="120" height="34" rx="6" fill="${P.gold2}"/>`
  // clock
  b += `<circle cx="990" cy="270" r="42" fill="#fff" stroke="${P.g700}" stroke-width="8"/><path d="M990,270 L990,242 M990,270 L1010,280" stroke="${P.ink}" stroke-width="5" stroke-linecap="round"/>`
  // plant
  b += `<path d="M1080,600 L1150,600 L1160,500 L1070,500Z" fill="${P.wood}"/><path d="M1115,500 Q1060,420 1050,360 M1115,500 Q1110,400 1120,330 M1115,500 Q1170,430 1190,380" stroke="${P.g700}" stroke-width="6" fill="none"/><g fill="${P.g500}"><ellipse cx="1050" cy="380" rx="16" ry="40" transform="rotate(-20 1050 380)"/><ellipse cx="1120" cy="340" rx="16" ry="44"/><ellipse cx="1186" cy="396" rx="16" ry="40" transform="rotate(30 1186 396)"/><ellipse cx="1078" cy="440" rx="14" ry="34" transform="rotate(-40 1078 440)"/><ellipse cx="1150" cy="440" rx="14" ry="34" transform="rotate(40 1150 440)"/></g>`
  // CS staff behind desk
  b += tr(
    600,
    592,
    1.45,
    person({
      head: 'hijab',
      hijab: P.gold2,
      top: P.g700,
      bottom: P.g700,
      dress: true,
      skin: P.skin[1],
    }),
  )
  b += `<path d="M555,378 L600,410 L645,378" stroke="${P.gold2}" stroke-width="5" fill="none" opacity="0.9"/>`
  // monitor (back view) and papers
  b += `<rect x="730" y="316" width="170" height="116" rx="10" fill="${P.ink2}"/><rect x="736" y="322" width="158" height="104" rx="6" fill="#3a4a43"/><rect x="800" y="432" width="30" height="22" fill="${P.ink2}"/><rect x="770" y="450" width="90" height="10" rx="4" fill="${P.ink2}"/>`
  b += `<g transform="rotate(-8 470 452)"><rect x="420" y="438" width="100" height="20" rx="2" fill="#fff"/></g><rect x="336" y="440" width="60" height="18" rx="4" fill="${P.gold2}"/>`
  // desk
  b += `<rect x="200" y="456" width="800" height="22" rx="6" fill="#eadcbf"/>`
  b += `<rect x="220" y="478" width="760" height="140" fill="${P.g700}"/><rect x="220" y="500" width="760" height="10" fill="${P.gold2}"/>`
  b += `<rect x="220" y="478" width="760" height="140" fill="url(#latGreen)" opacity="0.35"/>`
  b += star8(600, 565, 30, `fill="${P.gold2}"`)
  // floor
  b += `<rect x="0" y="600" width="${W}" height="75" fill="#e2ece6"/>`
  for (let x = 0; x < W; x += 120)
    b += `<path d="M${x},600 L${x - 60},675" stroke="#cfddd5" stroke-width="3"/>`
  // customer (seen from behind) on chair
  b += `<rect x="250" y="560" width="170" height="115" rx="20" fill="${P.ink2}"/>`
  b += tr(335, 770, 1.55, person({ head: 'back', top: P.gold, bottom: P.ink2, skin: P.skin[2] }))
  b += `<rect x="262" y="606" width="146" height="69" rx="14" fill="${P.ink}"/>`
  return svgDoc(W, H, b, {})
}

/* ---- slide 3: community gathering at the mosque ---- */
function slide3() {
  const W = 1200
  const H = 675
  const defs = `<linearGradient id="s3sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.g950}"/><stop offset="0.55" stop-color="${P.g700}"/><stop offset="1" stop-color="#e7c46e"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#s3sky)"/>`
  b += starsField(31, 0, W, 10, 260, 90)
  b += `<path d="M180,80 A46,46 0 1 0 212,160 A36,36 0 1 1 180,80Z" fill="${P.gold1}"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGold)" opacity="0.06"/>`
  b +=
    palm(90, 520, 0.95, '#0a5238', '#0a4330', 0.5) +
    palm(1120, 520, 1.0, '#0a5238', '#0a4330', -0.5) +
    tree(230, 520, 1.0, '#0b5a3e', '#0a5238', '#0a4330') +
    tree(980, 520, 0.9, '#0b5a3e', '#0a5238', '#0a4330')
  b += `<circle cx="600" cy="380" r="300" fill="${P.gold1}" opacity="0.12"/>`
  b += mosque(600, 520, 1.2, { wall: '#f6edd7', shade: '#e6d6b2', dome: P.g600, accent: P.gold2 })
  // plaza
  b += `<rect x="0" y="515" width="${W}" height="160" fill="#0c5439"/>`
  for (let x = -200; x < 1400; x += 90)
    b += `<path d="M600,515 L${x},675" stroke="#0f6446" stroke-width="2"/>`
  b += `<rect x="0" y="512" width="${W}" height="6" fill="${P.gold}" opacity="0.6"/>`
  // lanterns string
  b += `<path d="M0,40 Q300,110 600,60 Q900,110 1200,40" stroke="${P.gold1}" stroke-width="2" fill="none" opacity="0.7"/>`
  for (const [x, y] of [
    [90, 72],
    [240, 90],
    [480, 72],
    [720, 72],
    [960, 90],
    [1110, 72],
  ])
    b += lantern(x, y + 10, 0.9)
  // table with tumpeng
  b += `<rect x="480" y="560" width="240" height="16" rx="4" fill="${P.wood}"/><rect x="495" y="576" width="12" height="60" fill="${P.wood2}"/><rect x="693" y="576" width="12" height="60" fill="${P.wood2}"/>`
  b += `<ellipse cx="600" cy="560" rx="80" ry="12" fill="${P.g400}"/><path d="M560,556 L600,470 L640,556Z" fill="${P.gold2}"/><path d="M600,470 L640,556 L610,556Z" fill="${P.gold}"/>`
  b += `<circle cx="540" cy="552" r="10" fill="#d96f4f"/><circle cx="660" cy="552" r="10" fill="#f3e6c9"/>`
  // crowd
  const people = [
    [170, 660, 1.0, { head: 'peci', top: '#f4efe4', bottom: P.ink2, skin: P.skin[2] }],
    [
      260,
      668,
      1.04,
      { head: 'hijab', hijab: P.gold2, top: P.g500, bottom: P.g500, dress: true, skin: P.skin[1] },
    ],
    [
      345,
      664,
      0.66,
      { head: 'hair', top: '#d96f4f', bottom: P.ink2, skin: P.skin[1], armR: 'wave' },
    ],
    [420, 672, 1.06, { head: 'peci', top: P.gold, bottom: P.ink2, skin: P.skin[3] }],
    [
      780,
      672,
      1.04,
      {
        head: 'hijab',
        hijab: '#f4efe4',
        top: '#2c5d8f',
        bottom: '#2c5d8f',
        dress: true,
        skin: P.skin[1],
      },
    ],
    [
      860,
      664,
      0.62,
      {
        head: 'hijab',
        hijab: P.gold2,
        top: P.g300,
        bottom: P.g300,
        dress: true,
        skin: P.skin[1],
        armL: 'wave',
      },
    ],
    [940, 668, 1.06, { head: 'kopiah-white', top: '#f4efe4', bottom: P.g800, skin: P.skin[2] }],
    [
      1030,
      660,
      1.0,
      {
        head: 'hijab',
        hijab: P.g300,
        top: '#7b4f9a',
        bottom: '#7b4f9a',
        dress: true,
        skin: P.skin[2],
      },
    ],
  ]
  for (const [x, y, s, o] of people) b += shadow(x, y - 2, 40 * s, 6, 0.25) + personAt(x, y, s, o)
  return svgDoc(W, H, b, { defs })
}

/* ---- login side panel ---- */
function loginSide() {
  const W = 900
  const H = 1200
  const defs = `<linearGradient id="lgbg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${P.g700}"/><stop offset="1" stop-color="${P.g950}"/></linearGradient><radialGradient id="lgglow"><stop offset="0" stop-color="${P.gold2}" stop-opacity="0.35"/><stop offset="1" stop-color="${P.gold2}" stop-opacity="0"/></radialGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#lgbg)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGold)" opacity="0.16"/>`
  b += `<circle cx="450" cy="560" r="440" fill="url(#lgglow)"/>`
  // mihrab arch
  b += `<path d="M250,1040 L250,520 Q250,330 450,230 Q650,330 650,520 L650,1040Z" fill="${P.g950}" opacity="0.55"/>`
  b += `<path d="M250,1040 L250,520 Q250,330 450,230 Q650,330 650,520 L650,1040" fill="none" stroke="${P.gold2}" stroke-width="4" opacity="0.8"/>`
  b += `<path d="M280,1040 L280,525 Q280,355 450,265 Q620,355 620,525 L620,1040" fill="none" stroke="${P.gold2}" stroke-width="1.5" opacity="0.6"/>`
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
  b += `<rect x="0" y="1040" width="${W}" height="160" fill="${P.g950}" opacity="0.6"/><rect x="0" y="1040" width="${W}" height="160" fill="url(#kawungGold)" opacity="0.35"/>`
  b += `<rect x="0" y="1036" width="${W}" height="4" fill="${P.gold2}" opacity="0.8"/>`
  b +=
    sparkle(170, 240, 16, P.gold1, 0.8) +
    sparkle(740, 330, 12, P.gold1, 0.7) +
    sparkle(720, 860, 18, P.gold1, 0.6) +
    sparkle(160, 820, 10, P.gold1, 0.6)
  return svgDoc(W, H, b, { defs })
}

/* ---- report card thumbnail ---- */
function laporanThumb() {
  const W = 480
  const H = 360
  let b = `<rect width="${W}" height="${H}" fill="${P.g100}"/><rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.18"/>`
  b += `<circle cx="240" cy="190" r="150" fill="#fff" opacity="0.7"/>`
  b += documentSheet(190, 190, 0.72, -10, { header: P.g500, chart: false })
  b += documentSheet(260, 180, 0.8, 4, { header: P.g700 })
  b += tr(
    350,
    265,
    0.5,
    `<circle cx="0" cy="0" r="52" fill="${P.gold2}"/><circle cx="0" cy="0" r="40" fill="${P.gold0}"/>${star8(0, 0, 28, `fill="${P.gold}"`)}<path d="M-30,40 L-44,100 L-14,84 L0,110 L12,48Z" fill="${P.g700}"/><path d="M30,40 L44,100 L14,84" fill="${P.g700}"/>`,
  )
  return svgDoc(W, H, b)
}

/* ---- 404 illustration ---- */
function notFound() {
  const W = 640
  const H = 400
  const defs = `<linearGradient id="nfsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.g100}"/><stop offset="1" stop-color="${P.gold0}"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#nfsky)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.12"/>`
  b += cloud(120, 80, 0.7, '#fff', 0.95) + cloud(520, 60, 0.55, '#fff', 0.95)
  b += mountain(180, 290, 460, 150, '#b3dcc6') + mountain(480, 290, 420, 120, '#9fd0b6')
  b += `<path d="M0,290 Q160,250 320,280 Q480,310 640,270 L640,400 L0,400Z" fill="${P.g400}"/>`
  b += `<path d="M0,330 Q200,300 380,336 Q520,360 640,330 L640,400 L0,400Z" fill="${P.g500}"/>`
  // winding paths that split
  b += `<path d="M290,400 Q300,350 320,318 Q340,290 420,280" stroke="#f2e6c6" stroke-width="22" fill="none" stroke-linecap="round"/>`
  b += `<path d="M320,318 Q300,296 220,290" stroke="#f2e6c6" stroke-width="16" fill="none" stroke-linecap="round"/>`
  // signpost with blank arrows
  b += `<rect x="314" y="140" width="12" height="190" rx="4" fill="${P.wood2}"/>`
  b += `<path d="M326,150 L430,150 L452,170 L430,190 L326,190Z" fill="${P.gold2}"/><path d="M314,200 L210,200 L188,220 L210,240 L314,240Z" fill="${P.g700}"/><path d="M326,250 L410,250 L428,266 L410,282 L326,282Z" fill="${P.gold}"/>`
  b += `<rect x="348" y="166" width="60" height="8" rx="4" fill="#fff" opacity="0.7"/><rect x="228" y="216" width="60" height="8" rx="4" fill="#fff" opacity="0.7"/><rect x="344" y="262" width="50" height="8" rx="4" fill="#fff" opacity="0.7"/>`
  b += star8(320, 128, 14, `fill="${P.gold2}"`)
  // lost sheep looking up
  b += shadow(480, 352, 50, 6, 0.15) + sheep(480, 352, 0.5)
  b += `<circle cx="540" cy="270" r="6" fill="${P.g700}" opacity="0.5"/><circle cx="552" cy="252" r="8" fill="${P.g700}" opacity="0.5"/><circle cx="570" cy="228" r="11" fill="${P.g700}" opacity="0.5"/>`
  b +=
    rice(100, 380, 0.6, P.g700, '') +
    rice(130, 386, 0.5, P.g700, '') +
    rice(580, 384, 0.55, P.g700, '')
  b += sparkle(470, 110, 9, P.gold2) + sparkle(150, 170, 7, P.gold2)
  return svgDoc(W, H, b, { defs })
}

/* ---- portraits of board members ---- */
function portrait(kind) {
  const W = 480
  const H = 600
  const bg = { 1: [P.g200, P.g100], 2: [P.gold0, '#fff8e6'], 3: [P.g200, '#e5f4ec'] }[kind]
  const defs = `<linearGradient id="pbg${kind}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#pbg${kind})"/><rect width="${W}" height="${H}" fill="url(#${kind === 2 ? 'latGold' : 'latGreen'})" opacity="0.22"/>`
  b += `<circle cx="240" cy="290" r="190" fill="#fff" opacity="0.55"/>`
  const skin = { 1: P.skin[2], 2: P.skin[1], 3: P.skin[1] }[kind]
  const skinShade = { 1: '#a56a42', 2: '#c68a60', 3: '#c68a60' }[kind]
  const suit = { 1: '#1f2b27', 2: P.g700, 3: '#1e2f45' }[kind]
  const HIJAB = '#e2b64a'
  const HIJAB2 = '#cfa23a'
  const suitShade = { 1: '#141d1a', 2: P.g800, 3: '#16243a' }[kind]
  // shoulders / jacket
  let p = ''
  p += `<path d="M60,600 Q60,470 150,440 L200,420 L280,420 L330,440 Q420,470 420,600Z" fill="${suit}"/>`
  if (kind !== 2) {
    p += `<path d="M196,424 L240,520 L284,424 L268,420 L240,448 L212,420Z" fill="#fff"/>`
    p += `<path d="M232,450 L248,450 L254,470 L240,560 L226,470Z" fill="${kind === 1 ? P.g700 : P.gold}"/><path d="M232,450 L248,450 L244,462 L236,462Z" fill="${kind === 1 ? P.g900 : P.gold7}"/>`
    p += `<path d="M196,424 L150,440 L200,540 L226,480Z" fill="${suitShade}"/><path d="M284,424 L330,440 L280,540 L254,480Z" fill="${suitShade}"/>`
    if (kind === 1) p += star8(312, 490, 9, `fill="${P.gold2}"`)
  } else {
    // blouse + blazer for hijab portrait
    p += `<path d="M190,430 L240,540 L290,430Z" fill="#f6efe2"/>`
    p += `<path d="M190,430 L150,444 L206,560 L228,500Z" fill="${suitShade}"/><path d="M290,430 L330,444 L274,560 L252,500Z" fill="${suitShade}"/>`
    p += `<circle cx="318" cy="494" r="8" fill="${P.gold2}"/>`
  }
  const jacket = p
  p = ''
  // neck
  if (kind !== 2)
    p += `<path d="M212,360 L268,360 L270,428 Q240,444 210,428Z" fill="${skinShade}"/>`
  // head
  if (kind === 2) {
    // hijab draping to shoulders
    p += `<path d="M138,456 C122,380 130,300 160,252 C186,210 214,196 240,196 C266,196 294,210 320,252 C350,300 358,380 342,456 Q292,486 240,490 Q188,486 138,456Z" fill="${HIJAB}"/>`
    p += `<path d="M306,236 C346,290 356,380 340,456 Q306,476 272,484 Q326,380 306,236Z" fill="${HIJAB2}"/>`
    p += `<ellipse cx="240" cy="300" rx="62" ry="76" fill="${skin}"/>`
    p += `<path d="M176,292 Q182,232 240,228 Q298,232 304,292 L308,260 Q300,210 240,208 Q180,210 172,260Z" fill="${HIJAB}"/>`
    p += `<path d="M178,290 Q184,236 240,232" stroke="${HIJAB2}" stroke-width="4" fill="none" opacity="0.6"/>`
  } else {
    p += `<ellipse cx="174" cy="304" rx="13" ry="20" fill="${skin}"/><ellipse cx="306" cy="304" rx="13" ry="20" fill="${skin}"/>`
    p += `<ellipse cx="240" cy="296" rx="66" ry="80" fill="${skin}"/>`
    if (kind === 1) {
      p += `<path d="M176,300 Q172,256 184,236 L196,236 Q188,262 192,300Z" fill="#b9b4aa"/><path d="M304,300 Q308,256 296,236 L284,236 Q292,262 288,300Z" fill="#b9b4aa"/>`
      p += `<path d="M176,246 L180,178 Q240,166 300,178 L304,246 Q240,236 176,246Z" fill="#1d1f1e"/><path d="M178,232 Q240,222 302,232" stroke="${P.gold2}" stroke-width="3" fill="none" opacity="0.8"/>`
    } else {
      p += `<path d="M172,292 Q164,214 226,204 Q292,196 310,262 L308,296 Q300,252 276,240 Q230,252 190,246 Q178,262 178,292Z" fill="${P.hair}"/>`
    }
  }
  // simple friendly face
  const eyeY = kind === 2 ? 296 : 292
  p += `<ellipse cx="214" cy="${eyeY}" rx="6" ry="7" fill="${P.ink}"/><ellipse cx="266" cy="${eyeY}" rx="6" ry="7" fill="${P.ink}"/>`
  p += `<path d="M200,${eyeY - 20} Q214,${eyeY - 28} 226,${eyeY - 20} M254,${eyeY - 20} Q266,${eyeY - 28} 280,${eyeY - 20}" stroke="${kind === 1 ? '#8d8a84' : P.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  p += `<path d="M240,${eyeY + 8} Q234,${eyeY + 28} 244,${eyeY + 32}" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  if (kind === 1)
    p += `<path d="M214,${eyeY + 44} Q240,${eyeY + 38} 266,${eyeY + 44} Q240,${eyeY + 52} 214,${eyeY + 44}Z" fill="#9a958c"/>`
  p += `<path d="M220,${eyeY + 50} Q240,${eyeY + 64} 260,${eyeY + 50}" stroke="#8e4a3a" stroke-width="5" fill="none" stroke-linecap="round"/>`
  p += `<ellipse cx="200" cy="${eyeY + 30}" rx="12" ry="7" fill="#e88f7a" opacity="0.25"/><ellipse cx="280" cy="${eyeY + 30}" rx="12" ry="7" fill="#e88f7a" opacity="0.25"/>`
  if (kind === 1) p += `<path d="M198,${eyeY + 4} h32 M250,${eyeY + 4} h32" stroke="none"/>`
  const head = `<g transform="translate(0 24)">${p}</g>`
  b += kind === 2 ? jacket + head : head + jacket
  return svgDoc(W, H, b, { defs })
}

/* ================================================= thumbnails (16:9 JPEG) */
function house(x, y, s = 1, { wall = P.cream, roof = P.g800, door = P.wood } = {}) {
  let o = `<rect x="-150" y="-200" width="300" height="200" fill="${wall}"/><rect x="0" y="-200" width="150" height="200" fill="#000" opacity="0.04"/>`
  o += `<path d="M-186,-192 L0,-340 L186,-192 L166,-176 L0,-306 L-166,-176Z" fill="${roof}"/><path d="M-166,-176 L0,-306 L166,-176 L150,-200 L-150,-200Z" fill="${roof}" opacity="0.85"/>`
  o += `<rect x="-36" y="-120" width="72" height="120" rx="6" fill="${door}"/><circle cx="22" cy="-60" r="5" fill="${P.gold2}"/>`
  o += `<rect x="-124" y="-150" width="64" height="56" rx="6" fill="#bfe3d3"/><rect x="60" y="-150" width="64" height="56" rx="6" fill="#bfe3d3"/><path d="M-92,-150 L-92,-94 M-124,-122 L-60,-122 M92,-150 L92,-94 M60,-122 L124,-122" stroke="#fff" stroke-width="5"/>`
  o += star8(0, -240, 18, `fill="${P.gold2}"`)
  return tr(x, y, s, o)
}
const shoppingBag = (x, y, s = 1, c = P.gold2) =>
  tr(
    x,
    y,
    s,
    `<path d="M-40,-110 Q-40,-160 0,-160 Q40,-160 40,-110" stroke="${P.g800}" stroke-width="10" fill="none"/><path d="M-80,-120 L80,-120 L96,0 L-96,0Z" fill="${c}"/><path d="M-80,-120 L80,-120 L84,-96 L-84,-96Z" fill="#fff" opacity="0.25"/>${star8(0, -56, 22, `fill="#fff" opacity="0.8"`)}`,
  )
const priceTag = (x, y, s = 1, rot = -20) =>
  tr(
    x,
    y,
    s,
    `<g transform="rotate(${rot})"><path d="M-40,-60 L40,-60 L40,50 L0,84 L-40,50Z" fill="${P.g600}"/><circle cx="0" cy="-34" r="10" fill="#fff"/><rect x="-22" y="0" width="44" height="8" rx="4" fill="#fff" opacity="0.7"/><rect x="-16" y="18" width="32" height="8" rx="4" fill="#fff" opacity="0.7"/></g>`,
  )
const pie = (x, y, r, parts) => {
  let a0 = -Math.PI / 2
  let o = ''
  for (const [frac, c, pop = 0] of parts) {
    const a1 = a0 + frac * Math.PI * 2
    const mid = (a0 + a1) / 2
    const ox = Math.cos(mid) * pop
    const oy = Math.sin(mid) * pop
    const large = frac > 0.5 ? 1 : 0
    o += `<path d="M${n(x + ox)},${n(y + oy)} L${n(x + ox + r * Math.cos(a0))},${n(y + oy + r * Math.sin(a0))} A${r},${r} 0 ${large} 1 ${n(x + ox + r * Math.cos(a1))},${n(
      y + oy + r * Math.sin(a1),
    )}Z" fill="${c}"/>`
    a0 = a1
  }
  return o
}
const card = (x, y, s = 1, rot = 0, c = P.g700) =>
  tr(
    x,
    y,
    s,
    `<g transform="rotate(${rot})"><rect x="-170" y="-105" width="340" height="210" rx="22" fill="${c}"/><path d="M-170,40 Q0,-20 170,30 L170,83 Q170,105 148,105 L-148,105 Q-170,105 -170,83Z" fill="#fff" opacity="0.1"/><rect x="-130" y="-60" width="60" height="46" rx="8" fill="${P.gold2}"/><path d="M-130,-37 L-70,-37 M-100,-60 L-100,-14" stroke="${P.gold7}" stroke-width="3"/><rect x="-130" y="28" width="180" height="14" rx="7" fill="#fff" opacity="0.7"/><rect x="-130" y="56" width="100" height="12" rx="6" fill="#fff" opacity="0.45"/>${star8(
      120,
      -60,
      22,
      `fill="${P.gold2}"`,
    )}</g>`,
  )
const riceSack = (x, y, s = 1) =>
  tr(
    x,
    y,
    s,
    `<path d="M-70,0 Q-84,-90 -56,-150 L56,-150 Q84,-90 70,0Z" fill="#f1e6c8"/><path d="M-56,-150 Q0,-170 56,-150 L46,-176 Q0,-190 -46,-176Z" fill="#e3d3a6"/><path d="M-50,-150 Q0,-140 50,-150" stroke="${P.wood2}" stroke-width="6" fill="none"/><rect x="-74" y="-92" width="148" height="30" fill="${P.g600}"/>${star8(
      0,
      -40,
      16,
      `fill="${P.gold}"`,
    )}<g fill="#fff"><ellipse cx="-30" cy="-186" rx="5" ry="8"/><ellipse cx="-14" cy="-190" rx="5" ry="8"/><ellipse cx="2" cy="-192" rx="5" ry="8"/><ellipse cx="18" cy="-190" rx="5" ry="8"/><ellipse cx="32" cy="-186" rx="5" ry="8"/></g>`,
  )
const suitcase = (x, y, s = 1, c = P.g600) =>
  tr(
    x,
    y,
    s,
    `<rect x="-26" y="-150" width="52" height="24" rx="10" fill="none" stroke="${P.ink2}" stroke-width="8"/><rect x="-60" y="-130" width="120" height="124" rx="14" fill="${c}"/><rect x="-30" y="-130" width="8" height="124" fill="#fff" opacity="0.3"/><rect x="22" y="-130" width="8" height="124" fill="#fff" opacity="0.3"/><circle cx="-40" cy="-2" r="8" fill="${P.ink2}"/><circle cx="40" cy="-2" r="8" fill="${P.ink2}"/>`,
  )
const arcade = (x0, x1, y, h, fill, op = 1) => {
  let o = `<rect x="${x0}" y="${y - h}" width="${x1 - x0}" height="${h}" fill="${fill}" opacity="${op}"/>`
  for (let x = x0 + 30; x < x1 - 30; x += 60)
    o += `<path d="M${x - 20},${y} L${x - 20},${y - h * 0.45} Q${x},${y - h * 0.8} ${x + 20},${y - h * 0.45} L${x + 20},${y}Z" fill="#fff" opacity="${op * 0.6}"/>`
  return o
}
/** Makkah clock-tower silhouette, base (0,0), ~700 tall */
const clockTower = (x, y, s = 1, c = '#cfe3d7') =>
  tr(
    x,
    y,
    s,
    `<rect x="-90" y="-150" width="180" height="150" fill="${c}"/><rect x="-56" y="-430" width="112" height="290" fill="${c}"/><path d="M-30,-430 L-30,-150 M0,-430 L0,-150 M30,-430 L30,-150" stroke="#fff" stroke-width="4" opacity="0.5"/>` +
      `<rect x="-64" y="-530" width="128" height="104" rx="6" fill="${c}"/><circle cx="0" cy="-478" r="42" fill="#fff"/><circle cx="0" cy="-478" r="42" fill="none" stroke="${P.g400}" stroke-width="6"/><path d="M0,-478 L0,-504 M0,-478 L18,-470" stroke="${P.g700}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="-40" y="-580" width="80" height="52" fill="${c}"/><path d="M-34,-580 L0,-690 L34,-580Z" fill="${c}"/><path d="M0,-690 L0,-730" stroke="${P.gold2}" stroke-width="6"/><path d="M6,-752 A12,12 0 1 0 6,-728 A9,9 0 1 1 6,-752Z" fill="${P.gold2}"/>`,
  )

function thumbFrame(content, { tint = 'green', seed = 1 } = {}) {
  const W = 1280
  const H = 720
  const gold = tint === 'gold'
  const defs = `<linearGradient id="tbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gold ? '#fdf6e3' : P.g100}"/><stop offset="1" stop-color="${
    gold ? P.gold0 : P.g200
  }"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#tbg)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#${gold ? 'latGold' : 'latGreen'})" opacity="${gold ? 0.22 : 0.16}"/>`
  b += `<circle cx="640" cy="380" r="300" fill="#fff" opacity="0.75"/>`
  b += `<circle cx="640" cy="380" r="330" fill="none" stroke="${gold ? P.gold2 : P.g400}" stroke-width="3" opacity="0.35" stroke-dasharray="2 14" stroke-linecap="round"/>`
  b += `<ellipse cx="640" cy="640" rx="430" ry="30" fill="${gold ? P.gold1 : P.g300}" opacity="0.5"/>`
  const r = rng(seed * 13 + 5)
  const spots = [
    [180, 170],
    [1090, 150],
    [1120, 520],
    [160, 520],
  ]
  for (const [x, y] of spots)
    b += sparkle(
      x + (r() - 0.5) * 60,
      y + (r() - 0.5) * 60,
      10 + r() * 10,
      gold ? P.gold : P.gold2,
      0.8,
    )
  b += `<g transform="translate(640 640) scale(1.15) translate(-640 -640)">${content}</g>`
  return svgDoc(W, H, b, { defs })
}

const PRODUCT_ART = {
  'tabungan-wadiah': () =>
    safe(540, 630, 1.05) +
    coinStack(800, 632, 5, 58) +
    coinStack(905, 632, 3, 50) +
    coin(820, 330, 34) +
    coin(900, 260, 24) +
    shadow(540, 636, 170, 10),
  'tabungan-mudharabah': () =>
    shadow(540, 636, 130, 10) +
    jar(540, 630, 1.05, { sprout: true }) +
    coinStack(770, 632, 4, 54) +
    coinStack(870, 632, 7, 54) +
    `<path d="M760,300 L860,220" stroke="${P.g600}" stroke-width="14" stroke-linecap="round"/><path d="M832,206 L878,206 L866,250Z" fill="${P.g600}"/>`,
  'tabungan-haji': () =>
    arcade(380, 900, 470, 120, '#d8ebe1') +
    clockTower(920, 470, 0.42) +
    kaaba(620, 632, 1.15) +
    airplane(900, 190, 0.45, -10) +
    coinStack(880, 632, 4, 48) +
    coin(380, 560, 30),
  'tabungan-qurban': () =>
    shadow(470, 634, 110, 10) +
    shadow(800, 634, 150, 10) +
    sheep(460, 632, 1.2) +
    cow(800, 632, 1.3) +
    coin(620, 300, 28) +
    coin(680, 250, 18),
  'tabungan-pendidikan': () =>
    shadow(560, 636, 160, 10) +
    books(560, 632, 1.0) +
    gradCap(560, 410, 0.9) +
    coinStack(820, 632, 6, 52) +
    `<g transform="translate(900 380) rotate(35)"><rect x="-14" y="-120" width="28" height="200" rx="4" fill="${P.gold2}"/><path d="M-14,80 L14,80 L0,114Z" fill="#f1d6b0"/><path d="M-5,100 L5,100 L0,114Z" fill="${P.ink}"/><rect x="-14" y="-130" width="28" height="16" rx="4" fill="#e88f7a"/></g>`,
  'deposito-mudharabah': () =>
    shadow(540, 630, 150, 10) +
    documentSheet(540, 430, 1.0, -5, { header: P.gold, chart: false }) +
    tr(
      610,
      520,
      0.8,
      `<circle r="52" fill="${P.gold2}"/><circle r="40" fill="${P.gold0}"/>${star8(0, 0, 28, `fill="${P.gold}"`)}<path d="M-30,40 L-44,100 L-14,84 L0,110 L12,48Z" fill="${P.g700}"/>`,
    ) +
    calendar(850, 470, 0.62) +
    coinStack(850, 632, 3, 48),
  'pembiayaan-murabahah': () =>
    shadow(560, 636, 190, 10) +
    house(560, 632, 1.0) +
    shoppingBag(860, 632, 0.9) +
    priceTag(790, 360, 0.9) +
    coin(380, 330, 28),
  'pembiayaan-mudharabah': () =>
    `<circle cx="520" cy="400" r="150" fill="${P.g700}"/>` +
    mdiGlyph('handshake', 520, 400, 200, '#fff') +
    `<circle cx="840" cy="390" r="118" fill="#fff"/>` +
    pie(840, 390, 104, [
      [0.6, P.g500],
      [0.4, P.gold2, 12],
    ]) +
    coinStack(760, 632, 3, 46) +
    coinStack(900, 632, 2, 46),
  'pembiayaan-musyarakah': () =>
    pie(640, 330, 120, [
      [0.45, P.g600, 0],
      [0.35, P.gold2, 10],
      [0.2, P.g400, 6],
    ]) +
    shadow(440, 640, 60, 8) +
    shadow(840, 640, 60, 8) +
    personAt(440, 636, 1.45, { head: 'peci', top: P.g700, skin: P.skin[2], armR: 'wave' }) +
    personAt(840, 636, 1.4, {
      head: 'hijab',
      hijab: P.gold2,
      top: '#f4efe4',
      bottom: P.g600,
      dress: true,
      skin: P.skin[1],
      armL: 'wave',
    }) +
    coinStack(640, 632, 4, 56),
  'pembiayaan-multijasa': () => {
    const c = (x, inner, col) =>
      `<rect x="${x - 120}" y="250" width="240" height="300" rx="28" fill="${col}"/><rect x="${x - 120}" y="250" width="240" height="300" rx="28" fill="url(#latWhite)" opacity="0.18"/>` +
      inner
    const cross = `<rect x="618" y="330" width="44" height="140" rx="10" fill="#fff"/><rect x="570" y="378" width="140" height="44" rx="10" fill="#fff"/>`
    const rings = `<circle cx="920" cy="410" r="52" fill="none" stroke="${P.gold2}" stroke-width="16"/><circle cx="980" cy="410" r="52" fill="none" stroke="#fff" stroke-width="16"/>`
    return c(360, gradCap(360, 420, 0.62), P.g600) + c(640, cross, P.g700) + c(950, rings, P.g500)
  },
  'pembiayaan-umroh': () =>
    arcade(330, 950, 500, 110, '#d8ebe1') +
    clockTower(340, 500, 0.45) +
    kaaba(660, 632, 0.95) +
    airplane(660, 230, 0.8, -8) +
    suitcase(900, 632, 0.9, P.gold) +
    suitcase(990, 632, 0.75),
  'gadai-emas': () =>
    shadow(600, 636, 170, 10) +
    tr(600, 632, 1.3, scale(0, 0, 1) + goldBar(-160, -150, 0.66) + coinStack(160, -182, 3, 36)) +
    ring(940, 600, 0.9) +
    sparkle(380, 260, 18) +
    sparkle(820, 220, 14),
  'pembiayaan-kendaraan': () =>
    shadow(500, 636, 220, 10) +
    shadow(960, 636, 120, 8) +
    car(500, 632, 1.0, { body: P.g700 }) +
    scooter(960, 632, 0.92, { body: P.gold }),
  'pembiayaan-pertanian-peternakan': () => {
    let o = `<path d="M250,632 Q640,520 1030,632Z" fill="${P.g400}" opacity="0.6"/>`
    for (let x = 300; x < 1000; x += 46)
      o += rice(x, 628 - Math.sin((x - 250) / 250) * 40, 0.9, P.g600, P.gold2)
    return (
      o +
      shadow(760, 636, 130, 10) +
      cow(760, 634, 1.1) +
      personAt(470, 636, 1.5, {
        head: 'caping',
        top: '#2f6fa3',
        bottom: '#23313a',
        skin: P.skin[2],
        armR: 'wave',
      }) +
      coin(620, 260, 30)
    )
  },
  'pembiayaan-modal-kerja-umkm': () =>
    shadow(600, 636, 240, 10) +
    shop(600, 632, 0.95) +
    coinStack(930, 632, 5, 50) +
    coin(960, 330, 28) +
    `<path d="M880,260 L960,200" stroke="${P.g600}" stroke-width="12" stroke-linecap="round"/><path d="M936,188 L976,190 L962,226Z" fill="${P.g600}"/>`,
  'layanan-transfer-pembayaran': () => {
    const screen = `<rect x="-100" y="-196" width="200" height="70" fill="${P.g700}"/><circle cx="0" cy="-70" r="36" fill="${P.gold2}"/><path d="M-16,-70 L14,-70 M4,-82 L16,-70 L4,-58" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="-80" y="-10" width="160" height="40" rx="10" fill="#fff"/><rect x="-80" y="42" width="160" height="40" rx="10" fill="#fff"/><rect x="-80" y="120" width="160" height="44" rx="22" fill="${P.g500}"/>`
    return (
      shadow(520, 636, 120, 10) +
      phone(520, 400, 0.95, -6, screen) +
      card(860, 470, 0.8, 8) +
      `<path d="M640,260 Q730,200 800,250" stroke="${P.gold}" stroke-width="8" fill="none" stroke-dasharray="4 14" stroke-linecap="round"/>` +
      coin(820, 270, 26) +
      coin(700, 190, 18)
    )
  },
}

const NEWS_ART = {
  'agenda-perusahaan': () =>
    `<rect x="560" y="190" width="400" height="270" rx="16" fill="#fff" stroke="${P.g700}" stroke-width="10"/><path d="M600,420 L690,340 L760,380 L900,250" stroke="${P.g500}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M760,460 L700,630 M760,460 L820,630" stroke="${P.ink2}" stroke-width="10" stroke-linecap="round"/>` +
    calendar(430, 470, 0.78) +
    personAt(1000, 636, 1.3, { head: 'peci', top: P.g700, skin: P.skin[2], armL: 'up' }),
  investasi: () =>
    shadow(640, 636, 220, 10) +
    barChart(600, 560, 1.1) +
    coinStack(900, 632, 5, 50) +
    sprout(900, 500, 0.8),
  tabungan: () =>
    shadow(560, 636, 150, 10) +
    moneyBox(560, 632, 1.15) +
    coin(560, 260, 34) +
    coin(560, 190, 24) +
    jar(860, 632, 0.8) +
    coinStack(360, 632, 4, 46),
  emas: () =>
    shadow(640, 636, 260, 10) +
    tr(640, 632, 1.5, goldPyramid(0, 0, 1)) +
    sparkle(440, 330, 24) +
    sparkle(860, 300, 18) +
    sparkle(800, 420, 12) +
    coin(920, 560, 36),
  keuangan: () =>
    shadow(640, 636, 240, 10) +
    documentSheet(520, 420, 1.0, -6) +
    calculator(790, 470, 0.9, 8) +
    coinStack(930, 632, 4, 46) +
    banknote(350, 570, 150, -12),
  'zakat-wakaf': () =>
    mosque(640, 470, 0.7, { wall: '#e6f3ec', shade: '#d3e8dc', dome: P.g400, accent: P.gold2 }) +
    shadow(640, 636, 260, 10) +
    riceSack(420, 632, 1.0) +
    moneyBox(690, 632, 0.9) +
    riceSack(930, 632, 0.8) +
    coin(860, 330, 26) +
    coin(905, 280, 18),
  pengumuman: () =>
    `<path d="M770,170 L1000,170 Q1030,170 1030,200 L1030,300 Q1030,330 1000,330 L860,330 L820,380 L826,330 L770,330 Q740,330 740,300 L740,200 Q740,170 770,170Z" fill="${P.g700}"/><rect x="780" y="214" width="200" height="16" rx="8" fill="#fff" opacity="0.8"/><rect x="780" y="256" width="140" height="16" rx="8" fill="#fff" opacity="0.6"/>` +
    megaphone(540, 460, 1.1),
  haji: () => {
    let o =
      arcade(300, 980, 470, 130, '#d8ebe1') + clockTower(1000, 470, 0.42) + kaaba(640, 600, 1.0)
    const r = rng(77)
    for (let i = 0; i < 11; i++) {
      const x = 300 + i * 68 + r() * 10
      o += personAt(x, 650 + (i % 2) * 8, 0.5 + r() * 0.06, {
        head: i % 3 === 0 ? 'hijab' : 'kopiah-white',
        hijab: '#fff',
        top: '#fff',
        bottom: '#f1efe8',
        dress: i % 3 === 0,
        skin: P.skin[i % 4],
      })
    }
    return o
  },
  umroh: () =>
    mosque(640, 520, 0.95, { wall: '#f6edd7', shade: '#e6d6b2', dome: P.g600, accent: P.gold2 }) +
    airplane(300, 210, 0.5, -12) +
    shadow(640, 640, 300, 10) +
    personAt(430, 640, 1.1, {
      head: 'kopiah-white',
      top: '#fff',
      bottom: '#f1efe8',
      skin: P.skin[2],
    }) +
    suitcase(500, 640, 0.6, P.gold) +
    personAt(850, 640, 1.08, {
      head: 'hijab',
      hijab: '#fff',
      top: '#f1efe8',
      bottom: '#f1efe8',
      dress: true,
      skin: P.skin[1],
    }) +
    suitcase(920, 640, 0.6, P.g600),
}

/* ============================================================ org chart */
function orgChart() {
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
    let o = `<rect x="${cx - w / 2 + 3}" y="${cy - h / 2 + 5}" width="${w}" height="${h}" rx="14" fill="${P.ink}" opacity="0.08"/>`
    o += `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="14" fill="${s.fill}" stroke="${s.stroke}" stroke-width="3"/>`
    lines.forEach((t, i) => {
      o += `<text x="${cx}" y="${n(y0 + i * lh)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="${i === 0 ? 700 : 600}" fill="${s.text}">${esc(t)}</text>`
    })
    return o
  }
  const line = (d, dashed = false) =>
    `<path d="${d}" fill="none" stroke="${dashed ? P.gold : P.g700}" stroke-width="${dashed ? 3 : 3.5}" ${dashed ? 'stroke-dasharray="10 8"' : ''} stroke-linejoin="round"/>`
  let b = `<rect width="${W}" height="${H}" fill="#fff"/><rect width="${W}" height="${H}" fill="${P.g100}" opacity="0.5"/>`
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
  b += `<g ${FONT} font-size="22" fill="${P.ink}"><path d="M40,40 L100,40" stroke="${P.g700}" stroke-width="3.5"/><text x="112" y="48">Garis komando</text><path d="M40,80 L100,80" stroke="${P.gold}" stroke-width="3" stroke-dasharray="10 8"/><text x="112" y="88">Garis pengawasan</text></g>`
  return svgDoc(W, H, b, { title: 'Struktur Organisasi PT BPRS Contoh Syariah' })
}

/* ================================================== brand: logo & og */
const MARK_INNER = (s) =>
  `<rect width="${s}" height="${s}" rx="${n(s * 0.22)}" fill="${P.g900}"/>` +
  `<rect x="${n(s * 0.06)}" y="${n(s * 0.06)}" width="${n(s * 0.88)}" height="${n(s * 0.88)}" rx="${n(s * 0.18)}" fill="none" stroke="${P.g700}" stroke-width="${n(s * 0.025)}"/>` +
  star8(s / 2, s / 2, s * 0.36, `fill="${P.gold2}"`) +
  `<circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.13)}" fill="${P.g900}"/>` +
  `<circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.06)}" fill="${P.gold2}"/>`

const logoMarkSvg = (s = 48) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="BPRS Contoh Syariah"><title>BPRS Contoh Syariah</title>${MARK_INNER(s)}</svg>\n`

const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="BPRS Contoh Syariah"><title>BPRS Contoh Syariah</title>${MARK_INNER(48)}` +
  `<text x="58" y="19" font-family="'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif" font-size="13" font-weight="800" letter-spacing="2.6" fill="${P.g700}">BPRS</text>` +
  `<text x="57" y="40" font-family="'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif" font-size="19" font-weight="700" fill="${P.g900}" textLength="160" lengthAdjust="spacingAndGlyphs">Contoh Syariah</text></svg>\n`

function ogImage() {
  const W = 1200
  const H = 630
  const FONT = `font-family="'Inter','Segoe UI','Helvetica Neue',Arial,'DejaVu Sans',sans-serif"`
  const defs = `<linearGradient id="ogbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.g700}"/><stop offset="1" stop-color="${P.g950}"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#ogbg)"/><rect width="${W}" height="${H}" fill="url(#latGold)" opacity="0.16"/>`
  b += `<rect x="0" y="560" width="${W}" height="70" fill="${P.g950}" opacity="0.6"/><rect x="0" y="560" width="${W}" height="70" fill="url(#kawungGold)" opacity="0.3"/><rect x="0" y="556" width="${W}" height="4" fill="${P.gold2}"/>`
  b += `<circle cx="250" cy="280" r="170" fill="${P.g950}" opacity="0.45"/>`
  b += tr(130, 160, 5, MARK_INNER(48))
  b += `<text x="450" y="250" ${FONT} font-size="74" font-weight="700" fill="#fff">BPRS Contoh</text>`
  b += `<text x="450" y="336" ${FONT} font-size="74" font-weight="700" fill="#fff">Syariah</text>`
  b += `<rect x="452" y="372" width="120" height="6" rx="3" fill="${P.gold2}"/>`
  b += `<text x="450" y="440" ${FONT} font-size="34" font-weight="600" fill="${P.gold1}">Halal, Berkah dan Menguntungkan</text>`
  return svgDoc(W, H, b, { defs })
}

/* ======================================================= minimal PDF writer */
// Helvetica glyph widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELV_W = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const textWidth = (s, size, bold = false) => {
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

class PdfPage {
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
function buildPdf(pages, info) {
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
  const infoObj = add(
    `<< ${Object.entries(info)
      .map(([k, v]) => `/${k} ${pdfStr(v)}`)
      .join(' ')} >>`,
  )
  const kids = []
  for (const pg of pages) {
    const content = pg.toString()
    const c = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    )
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${c} 0 R >>`,
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
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** Simple flowing layout on A4 pages with header, disclaimer and footer. */
class ReportWriter {
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

const idr = (v) => Math.round(v).toLocaleString('de-DE') // 1.234.567 (Indonesian grouping)
const pct = (v) => v.toFixed(2).replace('.', ',') + '%'

function reportTransparansi(year) {
  const r = rng(year)
  const w = new ReportWriter(
    `Laporan Transparansi Tata Kelola ${year}`,
    `Laporan Pelaksanaan Tata Kelola (GCG) Tahun Buku ${year}`,
  )
  w.heading('1. Pendahuluan')
  w.para(
    `Laporan ini disusun sebagai bentuk keterbukaan informasi PT BPRS Contoh Syariah Yogyakarta atas penerapan tata kelola yang baik selama tahun ${year}, meliputi prinsip transparansi, akuntabilitas, pertanggungjawaban, profesional dan kewajaran sesuai ketentuan Otoritas Jasa Keuangan bagi BPR Syariah.`,
  )
  w.heading('2. Pelaksanaan Tugas dan Tanggung Jawab')
  w.para(
    'Direksi telah melaksanakan pengelolaan bank sesuai anggaran dasar dan rencana bisnis. Dewan Komisaris melakukan pengawasan aktif melalui rapat berkala, sedangkan Dewan Pengawas Syariah memastikan seluruh produk dan aktivitas usaha telah sesuai dengan prinsip syariah dan fatwa DSN-MUI.',
  )
  const rd = 12 + Math.floor(r() * 6)
  const rk = 6 + Math.floor(r() * 4)
  const rs = 4 + Math.floor(r() * 4)
  w.table(
    ['Rapat selama tahun ' + year, 'Jumlah rapat', 'Kehadiran'],
    [
      ['Rapat Direksi', String(rd), pct(100)],
      ['Rapat Dewan Komisaris', String(rk), pct(92 + r() * 8)],
      ['Rapat Dewan Pengawas Syariah', String(rs), pct(100)],
      ['Rapat gabungan Direksi dan Dewan Komisaris', String(4), pct(100)],
    ],
  )
  w.heading('3. Fungsi Kepatuhan, Audit Intern dan Audit Ekstern')
  w.para(
    'Satuan Kerja Audit Intern telah melaksanakan audit terhadap bagian operasional, pembiayaan dan teknologi informasi sesuai rencana audit tahunan. Fungsi kepatuhan memantau pemenuhan ketentuan yang berlaku. Laporan keuangan tahunan diaudit oleh Kantor Akuntan Publik yang terdaftar.',
  )
  w.heading('4. Penerapan Manajemen Risiko')
  w.para(
    'Bank menerapkan manajemen risiko untuk risiko kredit (pembiayaan), operasional, kepatuhan, likuiditas, reputasi dan strategik. Profil risiko bank secara keseluruhan berada pada peringkat rendah sampai moderat.',
  )
  w.heading('5. Batas Maksimum Penyaluran Dana dan Rasio')
  w.table(
    ['Indikator', 'Batas', `Posisi ${year}`],
    [
      ['Pelanggaran BMPD', '0', '0'],
      ['Pelampauan BMPD', '0', '0'],
      ['Rasio Kewajiban Penyediaan Modal Minimum', '>= 12%', pct(18 + r() * 8)],
      ['Non Performing Financing (NPF) neto', '< 5%', pct(1.2 + r() * 2)],
      ['Financing to Deposit Ratio (FDR)', '-', pct(82 + r() * 12)],
    ],
  )
  w.heading('6. Hasil Penilaian Sendiri (Self Assessment)')
  w.para(
    `Berdasarkan hasil penilaian sendiri atas penerapan tata kelola tahun ${year}, bank memperoleh nilai komposit 2 (Baik). Bank berkomitmen untuk terus meningkatkan kualitas tata kelola, khususnya pada penguatan fungsi kepatuhan dan pengembangan sumber daya insani.`,
  )
  w.heading('7. Penutup')
  w.para(
    `Demikian Laporan Transparansi Tata Kelola ${year} ini disampaikan. Yogyakarta, 30 April ${year + 1}. Direksi PT BPRS Contoh Syariah Yogyakarta.`,
  )
  return w.finish({
    Title: `Laporan Transparansi Tata Kelola ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: 'scripts/generate-artwork.mjs',
    CreationDate: `D:${year + 1}0430090000+07'00'`,
  })
}

function reportPublikasi(year, month) {
  const q = { 3: 'I', 6: 'II', 9: 'III', 12: 'IV' }[month]
  const r = rng(year * 100 + month)
  const f = 1 + (month / 12) * 0.06
  // [label, this year, last year] — last year's totals are the sums of last year's rows
  const growth = () => 0.86 + r() * 0.1
  const assets = [
    ['Kas', 1850000 * f * (0.9 + r() * 0.2)],
    ['Penempatan pada bank lain', 21400000 * f * (0.9 + r() * 0.2)],
    ['Piutang murabahah', 48250000 * f * (0.95 + r() * 0.1)],
    ['Pembiayaan mudharabah', 6120000 * f * (0.9 + r() * 0.2)],
    ['Pembiayaan musyarakah', 14870000 * f * (0.9 + r() * 0.2)],
  ].map(([l, v]) => [l, v, v * growth()])
  const financed = (i) => assets[2][i] + assets[3][i] + assets[4][i]
  assets.push(['Penyisihan penghapusan aset produktif', -financed(1) * 0.021, -financed(2) * 0.024])
  assets.push(['Aset tetap dan inventaris (neto)', 3260000, 3390000])
  assets.push(['Aset lainnya', 1140000 * (0.9 + r() * 0.2), 1080000 * (0.9 + r() * 0.2)])
  const sum = (rows, i) => rows.reduce((a, row) => a + row[i], 0)
  const roundRows = (rows) =>
    rows.forEach((row) => ((row[1] = Math.round(row[1])), (row[2] = Math.round(row[2]))))
  roundRows(assets)
  const aset = [sum(assets, 1), sum(assets, 2)]
  const liab = [
    ['Tabungan wadiah', 0.16],
    ['Tabungan mudharabah', 0.27],
    ['Deposito mudharabah', 0.38],
    ['Liabilitas lainnya', 0.04],
  ].map(([l, share]) => [
    l,
    aset[0] * share * (0.97 + r() * 0.06),
    aset[1] * share * (0.97 + r() * 0.06),
  ])
  roundRows(liab)
  liab.push(['Ekuitas', aset[0] - sum(liab, 1), aset[1] - sum(liab, 2)])
  const pendapatan = ((assets[2][1] * 0.14 + (assets[3][1] + assets[4][1]) * 0.12) * month) / 12
  const lr = [
    ['Pendapatan penyaluran dana', pendapatan, pendapatan * growth()],
    ['Bagi hasil untuk pemilik dana', -pendapatan * 0.42, -pendapatan * 0.37],
    ['Beban operasional', -pendapatan * 0.38, -pendapatan * 0.35],
  ]
  roundRows(lr)
  const laba = [sum(lr, 1), sum(lr, 2)]
  const last = { 3: 31, 6: 30, 9: 30, 12: 31 }[month]
  const bulan = { 3: 'Maret', 6: 'Juni', 9: 'September', 12: 'Desember' }[month]
  const fmt = (rows) => rows.map(([l, a, b]) => [l, idr(a), idr(b)])
  const w = new ReportWriter(
    `Laporan Publikasi Triwulan ${q} ${year}`,
    `Posisi ${last} ${bulan} ${year} (dalam ribuan rupiah)`,
  )
  w.heading('Laporan Posisi Keuangan')
  w.table(
    ['Pos-pos aset', `${last} ${bulan} ${year}`, `${last} ${bulan} ${year - 1}`],
    [...fmt(assets), ['TOTAL ASET', idr(aset[0]), idr(aset[1])]],
    {
      bold: [assets.length],
    },
  )
  w.table(
    ['Pos-pos liabilitas dan ekuitas', `${last} ${bulan} ${year}`, `${last} ${bulan} ${year - 1}`],
    [...fmt(liab), ['TOTAL LIABILITAS DAN EKUITAS', idr(aset[0]), idr(aset[1])]],
    { bold: [liab.length] },
  )
  w.heading('Laporan Laba Rugi (kumulatif)')
  w.table(
    ['Pos', `s.d. ${bulan} ${year}`, `s.d. ${bulan} ${year - 1}`],
    [...fmt(lr), ['LABA BERSIH', idr(laba[0]), idr(laba[1])]],
    { bold: [lr.length] },
  )
  w.heading('Rasio Keuangan')
  w.table(
    ['Rasio', `${bulan} ${year}`, `${bulan} ${year - 1}`],
    [
      ['Kewajiban Penyediaan Modal Minimum (KPMM)', pct(19 + r() * 6), pct(18 + r() * 6)],
      ['Non Performing Financing (NPF) neto', pct(1.4 + r() * 1.5), pct(1.6 + r() * 1.5)],
      ['Return on Assets (ROA)', pct(1.8 + r() * 1.2), pct(1.6 + r() * 1.2)],
      ['Beban Operasional terhadap Pendapatan Operasional', pct(78 + r() * 8), pct(80 + r() * 8)],
      ['Financing to Deposit Ratio (FDR)', pct(84 + r() * 10), pct(83 + r() * 10)],
    ],
  )
  w.para(
    'Catatan: laporan ini adalah contoh tampilan laporan publikasi triwulanan untuk keperluan demonstrasi situs web. Angka di atas dibuat secara acak dan tidak menggambarkan kondisi keuangan bank mana pun.',
    { size: 9, lead: 12.5 },
  )
  return w.finish({
    Title: `Laporan Publikasi Triwulan ${q} ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: 'scripts/generate-artwork.mjs',
    CreationDate: `D:${year}${String(month + 1).padStart(2, '0')}15090000+07'00'`,
  })
}

function reportTahunan(year) {
  const r = rng(year * 7)
  const g = 1 + (year - 2022) * 0.11
  const aset = 96500000 * g
  const dpk = aset * 0.8
  const pemb = aset * 0.7
  const laba = aset * 0.021
  const w = new ReportWriter(
    `Laporan Tahunan ${year}`,
    `Tumbuh Bersama Umat - Ikhtisar kinerja tahun buku ${year}`,
  )
  w.heading('Sambutan Direksi')
  w.para(
    `Alhamdulillah, segala puji bagi Allah SWT. Sepanjang tahun ${year} PT BPRS Contoh Syariah Yogyakarta terus tumbuh bersama nasabah, pelaku usaha mikro, kecil dan menengah, petani dan peternak di Daerah Istimewa Yogyakarta. Dengan prinsip halal, berkah dan menguntungkan, bank menyalurkan pembiayaan yang produktif dan menghimpun dana masyarakat secara amanah.`,
  )
  w.para(
    'Kami menyampaikan terima kasih kepada para pemegang saham, Dewan Komisaris, Dewan Pengawas Syariah, seluruh karyawan, serta nasabah atas kepercayaan dan dukungan yang diberikan.',
  )
  w.heading('Ikhtisar Keuangan (dalam ribuan rupiah)')
  w.table(
    ['Uraian', String(year), String(year - 1)],
    [
      ['Total aset', idr(aset), idr(aset / 1.11)],
      ['Dana pihak ketiga', idr(dpk), idr(dpk / 1.1)],
      ['Pembiayaan yang disalurkan', idr(pemb), idr(pemb / 1.12)],
      ['Laba bersih', idr(laba), idr(laba / 1.09)],
      ['Jumlah nasabah penabung', idr(14200 * g), idr((14200 * g) / 1.08)],
      ['Jumlah nasabah pembiayaan', idr(3150 * g), idr((3150 * g) / 1.07)],
    ],
  )
  w.heading('Profil Singkat')
  w.para(
    'PT BPRS Contoh Syariah Yogyakarta adalah bank pembiayaan rakyat syariah fiktif yang digunakan sebagai contoh pada situs web ini. Bank melayani produk tabungan wadiah dan mudharabah, deposito mudharabah, pembiayaan murabahah, mudharabah, musyarakah, multijasa, serta gadai emas syariah.',
  )
  w.heading('Kinerja Usaha')
  w.para(
    `Pembiayaan produktif untuk sektor perdagangan, pertanian dan peternakan mendominasi portofolio bank pada tahun ${year} dengan porsi sekitar ${Math.round(
      58 + r() * 10,
    )}% dari total pembiayaan. Kualitas pembiayaan tetap terjaga dengan rasio NPF neto sebesar ${pct(1.5 + r() * 1.5)}. Dana pihak ketiga tumbuh didorong oleh produk tabungan haji, tabungan qurban dan deposito mudharabah.`,
  )
  const akad = [
    ['Murabahah', 62 + r() * 4, 8 + r() * 6],
    ['Musyarakah', 20 + r() * 4, 10 + r() * 6],
    ['Mudharabah', 8 + r() * 2, 4 + r() * 4],
    ['Multijasa (ijarah)', 5 + r() * 2, 6 + r() * 4],
  ]
  const akadTotal = akad.reduce((a, x) => a + x[1], 0)
  w.table(
    ['Portofolio pembiayaan per akad', 'Porsi', 'Pertumbuhan'],
    [
      ...akad.map(([l, share, gr]) => [l, pct((share / akadTotal) * 100), pct(gr)]),
      ['Total', '100,00%', ''],
    ],
    { bold: [akad.length] },
  )
  w.heading('Tanggung Jawab Sosial')
  w.para(
    `Bank menyalurkan zakat perusahaan dan dana kebajikan untuk beasiswa pendidikan ${Math.round(20 + r() * 30)} siswa, bantuan sarana ibadah, serta pendampingan usaha mikro di sekitar kantor. Kegiatan literasi keuangan syariah dilaksanakan di ${Math.round(
      8 + r() * 10,
    )} desa dan sekolah di Yogyakarta.`,
  )
  w.heading('Tata Kelola')
  w.para(
    'Pelaksanaan tata kelola dilaporkan secara terpisah dalam Laporan Transparansi Tata Kelola. Struktur organisasi terdiri atas RUPS, Dewan Komisaris, Dewan Pengawas Syariah, Direksi, Satuan Kerja Audit Intern, fungsi Kepatuhan dan Manajemen Risiko, serta Bagian Operasional dan Bagian Pemasaran/Pembiayaan.',
  )
  w.heading('Penutup')
  w.para(
    `Semoga Allah SWT senantiasa memberikan keberkahan atas ikhtiar kita bersama. Yogyakarta, 31 Maret ${year + 1}. Direksi PT BPRS Contoh Syariah Yogyakarta.`,
  )
  return w.finish({
    Title: `Laporan Tahunan ${year}`,
    Author: 'PT BPRS Contoh Syariah Yogyakarta',
    Subject: 'Dokumen contoh untuk demonstrasi situs web',
    Producer: 'scripts/generate-artwork.mjs',
    CreationDate: `D:${year + 1}0331090000+07'00'`,
  })
}

function samplePdf() {
  const pg = new PdfPage()
  pg.rect(0, 780, 595.28, 62, P.g900)
  pg.text(50, 805, 'Sample PDF', { size: 18, bold: true, color: '#ffffff' })
  pg.text(50, 740, 'Test fixture for upload tests - PT BPRS Contoh Syariah (fictitious).', {
    size: 11,
  })
  return buildPdf([pg], { Title: 'Sample PDF', Producer: 'scripts/generate-artwork.mjs' })
}

/* ==================================================== icons + licence text */
const iconSvg = (key) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="#0b6344"><!-- Material Design Icons "${MDI[key].src}" (Apache-2.0), see LICENSE.md --><path d="${MDI[key].d}"/></svg>\n`

function iconsLicense() {
  // Markdown table padded the way Prettier formats it
  const cells = [
    ['File', `Original icon in @mdi/svg ${MDI_VERSION}`],
    ...Object.entries(MDI).map(([k, v]) => [`\`${k}.svg\``, `\`${v.src}\` (mdi-${v.src})`]),
  ]
  const w0 = Math.max(...cells.map((c) => c[0].length))
  const w1 = Math.max(...cells.map((c) => c[1].length))
  const row = (a, b) => `| ${a.padEnd(w0)} | ${b.padEnd(w1)} |`
  const table = [
    row(...cells[0]),
    `| ${'-'.repeat(w0)} | ${'-'.repeat(w1)} |`,
    ...cells.slice(1).map((c) => row(...c)),
  ].join('\n')
  return `# Advantage icons — licence

The 11 SVG icons in this folder are taken from the npm package
**\`@mdi/svg\` version ${MDI_VERSION}** (Material Design Icons by Pictogrammers,
https://pictogrammers.com/library/mdi/). The package declares the licence
**Apache-2.0** for the icons (see "Pictogrammers Free License" below).

Modifications: the original path data is unchanged; each file was given
\`width="48" height="48"\` and \`fill="#0b6344"\` (brand green), keeping the
original \`viewBox="0 0 24 24"\`. They are written by \`scripts/generate-artwork.mjs\`.

${table}

## Pictogrammers Free License (from @mdi/svg/LICENSE)

\`\`\`
${MDI_LICENSE_HEADER}
\`\`\`

## Apache License, Version 2.0

\`\`\`
${APACHE_2.replace(/[ \t]+$/gm, '')}
\`\`\`
`
}

/* ================================================================== main */
async function ensureDirs() {
  for (const d of Object.values(OUT)) await mkdir(d, { recursive: true })
}
const written = []
async function save(file, data) {
  await writeFile(file, data)
  written.push([path.relative(ROOT, file), data.length])
}
async function raster(svg, file, fmt, opts = {}) {
  let img = sharp(Buffer.from(svg), { density: opts.density || 72 })
  if (opts.resize) img = img.resize(opts.resize, opts.resize)
  if (fmt === 'webp') img = img.webp({ quality: opts.quality ?? 72, effort: 6 })
  else if (fmt === 'jpg')
    img = img
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: opts.quality ?? 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
  else if (fmt === 'png')
    img = img.png({ compressionLevel: 9, palette: opts.palette ?? false, effort: 10 })
  let buf = await img.toBuffer()
  // keep every thumbnail under its size budget
  if (fmt === 'jpg' && opts.maxBytes) {
    let q = opts.quality ?? 80
    while (buf.length > opts.maxBytes && q > 50) {
      q -= 5
      buf = await sharp(Buffer.from(svg))
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: q, mozjpeg: true })
        .toBuffer()
    }
  }
  await save(file, buf)
}

/** An .ico holding PNG images (the format every browser accepts since Windows Vista). */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

async function main() {
  await ensureDirs()
  const I = (f) => path.join(OUT.images, f)

  // A. site artwork
  const heroes = [hero1, hero2, hero3]
  for (let i = 0; i < 3; i++) {
    await raster(heroes[i](0, 1600), I(`hero-${i + 1}.webp`), 'webp')
    await raster(heroes[i](760, 800), I(`hero-${i + 1}-m.webp`), 'webp')
  }
  await raster(slide1(), I('slide-1.webp'), 'webp')
  await raster(slide2(), I('slide-2.webp'), 'webp')
  await raster(slide3(), I('slide-3.webp'), 'webp')
  await raster(loginSide(), I('login-side.webp'), 'webp')
  await raster(laporanThumb(), I('laporan-thumb.webp'), 'webp')
  const org = orgChart()
  await save(I('struktur-organisasi.svg'), Buffer.from(org + '\n'))
  await raster(org, I('struktur-organisasi.webp'), 'webp', { quality: 86 })
  for (const k of [1, 2, 3]) await raster(portrait(k), I(`pengurus-${k}.webp`), 'webp')
  await raster(ogImage(), I('og-image.png'), 'png', { palette: true })
  await raster(notFound(), I('not-found.webp'), 'webp')

  // B. brand
  await save(path.join(OUT.brand, 'logo.svg'), Buffer.from(logoSvg()))
  await save(path.join(OUT.brand, 'logo-mark.svg'), Buffer.from(logoMarkSvg(48)))
  await save(path.join(OUT.brand, 'favicon.svg'), Buffer.from(logoMarkSvg(32)))
  const markBig = logoMarkSvg(512)
  await raster(markBig, path.join(OUT.brand, 'icon-512.png'), 'png')
  await raster(markBig, path.join(OUT.brand, 'icon-192.png'), 'png', { resize: 192 })
  await raster(markBig, path.join(OUT.brand, 'apple-icon-180.png'), 'png', { resize: 180 })
  await raster(markBig, path.join(OUT.brand, 'favicon-32.png'), 'png', { resize: 32 })
  const icoSizes = [16, 32, 48]
  const icoPngs = await Promise.all(
    icoSizes.map(async (size) => ({
      size,
      data: await sharp(Buffer.from(markBig))
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  )
  await save(path.join(ROOT, 'public/favicon.ico'), icoFromPngs(icoPngs))

  // C. icons
  for (const k of Object.keys(MDI))
    await save(path.join(OUT.icons, `${k}.svg`), Buffer.from(iconSvg(k)))
  await save(path.join(OUT.icons, 'LICENSE.md'), Buffer.from(iconsLicense()))

  // D. seed files
  let seed = 1
  for (const [key, art] of Object.entries(PRODUCT_ART))
    await raster(
      thumbFrame(art(), { tint: 'green', seed: seed++ }),
      path.join(OUT.seed, `produk-${key}.jpg`),
      'jpg',
      { quality: 80, maxBytes: 150 * 1024 },
    )
  let ni = 0
  for (const [key, art] of Object.entries(NEWS_ART))
    await raster(
      thumbFrame(art(), { tint: ni++ % 2 ? 'green' : 'gold', seed: seed++ }),
      path.join(OUT.seed, `news-${key}.jpg`),
      'jpg',
      {
        quality: 80,
        maxBytes: 150 * 1024,
      },
    )
  for (const y of [2023, 2024, 2025])
    await save(path.join(OUT.seed, `laporan-transparansi-${y}.pdf`), reportTransparansi(y))
  for (const m of [3, 6, 9])
    await save(
      path.join(OUT.seed, `laporan-publikasi-2025-${String(m).padStart(2, '0')}.pdf`),
      reportPublikasi(2025, m),
    )
  for (const y of [2022, 2023, 2024])
    await save(path.join(OUT.seed, `laporan-tahunan-${y}.pdf`), reportTahunan(y))

  // test fixtures
  const fx = (f) => path.join(OUT.fixtures, f)
  await save(fx('sample.pdf'), samplePdf())
  const tiny = svgDoc(
    64,
    64,
    `<rect width="64" height="64" fill="${P.g700}"/>${star8(32, 32, 24, `fill="${P.gold2}"`)}`,
  )
  await raster(tiny, fx('sample.png'), 'png')
  await raster(tiny, fx('sample.jpg'), 'jpg', { quality: 85 })
  await raster(tiny, fx('sample.webp'), 'webp', { quality: 80 })
  // 1x1 transparent GIF89a, written byte by byte
  await save(
    fx('sample.gif'),
    Buffer.from([
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00,
      0x00, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
    ]),
  )

  let total = 0
  for (const [f, size] of written) {
    total += size
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${f}`)
  }
  console.log(`${(total / 1024 / 1024).toFixed(2)} MB in ${written.length} files`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
