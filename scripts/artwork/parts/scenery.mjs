// Sky, land and festive decoration.

import { n, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

export const cloud = (x, y, s = 1, fill = '#fff', op = 0.85) =>
  tr(
    x,
    y,
    s,
    `<g fill="${fill}" opacity="${op}"><ellipse cx="0" cy="0" rx="70" ry="22"/>` +
      `<circle cx="-22" cy="-14" r="26"/><circle cx="14" cy="-22" r="32"/>` +
      `<circle cx="44" cy="-8" r="20"/></g>`,
  )

export const bird = (x, y, s = 1, c = P.g950) =>
  `<path d="M${n(x - 12 * s)},${n(y - 4 * s)} Q${n(x - 6 * s)},${n(y - 9 * s)} ${n(x)},${n(y)}` +
  ` Q${n(x + 6 * s)},${n(y - 9 * s)} ${n(x + 12 * s)},${n(y - 4 * s)}" fill="none"` +
  ` stroke="${c}" stroke-width="${n(2.2 * s)}" stroke-linecap="round"/>`

/** mountain (volcano) silhouette */
export const mountain = (x, y, w, h, fill, op = 1) =>
  `<path d="M${n(x - w / 2)},${n(y)} Q${n(x - w * 0.22)},${n(y - h * 0.55)}` +
  ` ${n(x - w * 0.07)},${n(y - h * 0.96)} Q${n(x)},${n(y - h * 1.02)}` +
  ` ${n(x + w * 0.07)},${n(y - h * 0.96)} Q${n(x + w * 0.24)},${n(y - h * 0.5)}` +
  ` ${n(x + w / 2)},${n(y)}Z" fill="${fill}" opacity="${op}"/>`

/** bunting flags */
export function bunting(x1, y1, x2, y2, sag = 30, count = 12, cols = [P.g600, P.gold2, '#fff']) {
  let o =
    `<path d="M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 + sag * 2} ${x2},${y2}"` +
    ` stroke="${P.ink2}" stroke-width="2" fill="none" opacity="0.6"/>`
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const bx = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2
    const by = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag * 2) + t * t * y2
    o +=
      `<path d="M${n(bx - 12)},${n(by)} L${n(bx + 12)},${n(by)} L${n(bx)},${n(by + 26)}Z"` +
      ` fill="${cols[i % cols.length]}"/>`
  }
  return o
}

/** hanging lantern */
export const lantern = (x, y, s = 1, c = P.gold2) =>
  tr(
    x,
    y,
    s,
    `<line x1="0" y1="-40" x2="0" y2="0" stroke="${P.gold1}" stroke-width="2"/>` +
      `<circle cx="0" cy="26" r="40" fill="${c}" opacity="0.18"/>` +
      `<path d="M-14,4 L14,4 L18,16 L18,36 L14,48 L-14,48 L-18,36 L-18,16Z" fill="${c}"/>` +
      `<path d="M-8,12 L8,12 L10,40 L-10,40Z" fill="#fff6d6" opacity="0.85"/>` +
      `<path d="M-6,0 L6,0 L10,5 L-10,5Z" fill="${P.gold7}"/>`,
  )
