// Scene-wide effects: the shade that keeps hero headlines readable and a seeded field of stars.

import { n, rng } from './primitives.mjs'
import { P } from '../palette.mjs'

/** darkens the left of a hero, where the white headline sits */
export function leftShade(id, x, w, h, strength = 0.9, stop = 0.62) {
  return {
    defs:
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${P.g950}" stop-opacity="${strength}"/>` +
      `<stop offset="${stop * 0.55}" stop-color="${P.g950}" stop-opacity="${strength * 0.72}"/>` +
      `<stop offset="${stop}" stop-color="${P.g950}" stop-opacity="0"/></linearGradient>`,
    rect: `<rect x="${x}" y="0" width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

export function starsField(seed, x0, x1, y0, y1, count, fill = '#fff') {
  const r = rng(seed)
  let o = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0)
    const y = y0 + r() * (y1 - y0)
    o += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.8 + r() * 1.6)}" fill="${fill}" opacity="${n(0.25 + r() * 0.5)}"/>`
  }
  return o
}
