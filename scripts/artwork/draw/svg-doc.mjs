// Every image is one standalone SVG document carrying the batik/star patterns its scene may fill with.

import { esc, n, star8 } from './primitives.mjs'
import { P } from '../palette.mjs'

function starLatticeTile(id, s, stroke, sw, op) {
  const R = s * 0.35
  const q = (cx, cy) =>
    star8(cx, cy, R, `fill="none" stroke="${stroke}" stroke-width="${sw}"`, 0.7654, Math.PI / 8)
  const d = s * 0.11
  const dia = (cx, cy) =>
    `<polygon points="${n(cx)},${n(cy - d)} ${n(cx + d)},${n(cy)} ${n(cx)},${n(cy + d)}` +
    ` ${n(cx - d)},${n(cy)}" fill="none" stroke="${stroke}" stroke-width="${sw}"/>`
  const stars = q(s / 2, s / 2) + q(0, 0) + q(s, 0) + q(0, s) + q(s, s)
  const diamonds = dia(s / 2, 0) + dia(s / 2, s) + dia(0, s / 2) + dia(s, s / 2)
  return (
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
    `<g opacity="${op}">${stars}${diamonds}</g></pattern>`
  )
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
      o +=
        `<ellipse cx="${n(cx + dx * d)}" cy="${n(cy + dy * d)}" rx="${n(s * 0.2)}"` +
        ` ry="${n(s * 0.105)}" transform="rotate(${rot} ${n(cx + dx * d)} ${n(cy + dy * d)})"` +
        ` fill="${fill}"/>`
    }
    return o + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.035)}" fill="${fill}"/>`
  }
  const flowers = flower(s / 2, s / 2) + flower(0, 0) + flower(s, 0) + flower(0, s) + flower(s, s)
  return (
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
    `<g opacity="${op}">${flowers}</g></pattern>`
  )
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

export function svgDoc(w, h, body, { defs = '', viewBox = `0 0 ${w} ${h}`, title = '' } = {}) {
  const titleTag = title ? `<title>${esc(title)}</title>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">` +
    `${titleTag}<defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`
  )
}
