// SVG building blocks shared by every drawing. Coordinates are rounded to 2 decimals (n) so the
// generated files stay small and identical from run to run.

import { P } from '../palette.mjs'

export const n = (v) => +(+v).toFixed(2)
export const tr = (x, y, s = 1, body = '', extra = '') =>
  `<g transform="translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${n(s)})` : ''}"${extra}>${body}</g>`
export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** deterministic pseudo random, so re-runs produce identical files */
export function rng(seed) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) % 100000) / 100000
  }
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
export const star8 = (cx, cy, R, attrs = '', ratio = 0.7654, rot = 0) =>
  `<polygon points="${star8Points(cx, cy, R, ratio, rot)}" ${attrs}/>`

/** small four-point sparkle */
export const sparkle = (x, y, r, fill = P.gold2, op = 1) =>
  `<path d="M${n(x)},${n(y - r)} Q${n(x + r * 0.18)},${n(y - r * 0.18)} ${n(x + r)},${n(y)}` +
  ` Q${n(x + r * 0.18)},${n(y + r * 0.18)} ${n(x)},${n(y + r)}` +
  ` Q${n(x - r * 0.18)},${n(y + r * 0.18)} ${n(x - r)},${n(y)}` +
  ` Q${n(x - r * 0.18)},${n(y - r * 0.18)} ${n(x)},${n(y - r)}Z" fill="${fill}"` +
  ` opacity="${op}"/>`

export const shadow = (cx, cy, rx, ry, op = 0.12, fill = P.ink) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" opacity="${op}"/>`
