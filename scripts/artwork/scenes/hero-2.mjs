// Home page hero 2: rice terraces, farmers and livestock.

import { leftShade } from '../draw/effects.mjs'
import { rng, tr } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { joglo } from '../parts/buildings.mjs'
import { cow, goat, personAt } from '../parts/figures.mjs'
import { palm, rice } from '../parts/plants.mjs'
import { bird, cloud, mountain } from '../parts/scenery.mjs'

export function hero2(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h2shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.62)
  const defs =
    `<linearGradient id="h2sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#1a7a55"/><stop offset="0.55" stop-color="#8fd0ac"/>` +
    `<stop offset="1" stop-color="#f7ecc6"/></linearGradient><radialGradient id="h2glow">` +
    `<stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>` +
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
  b +=
    `<g fill="#fff" opacity="0.4"><ellipse cx="1010" cy="118" rx="34" ry="13"/>` +
    `<ellipse cx="1050" cy="100" rx="40" ry="15"/></g>`
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
  const hoe =
    `<path d="M-40,-160 L40,-60" stroke="${P.wood2}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M34,-66 L54,-50 L44,-40 L26,-58Z" fill="#7b8a84"/>`
  b += personAt(1200, 620, 1.0, {
    head: 'caping',
    top: '#2f6fa3',
    bottom: '#23313a',
    skin: P.skin[2],
    armL: 'hold',
    armR: 'hold',
    holdItem: hoe,
  })
  const bundle =
    `<g transform="translate(-34 -100)">` +
    `${rice(0, 0, 0.7, P.g600, P.gold2)}${rice(8, 2, 0.7, P.g500, P.gold2)}</g>`
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
      `<ellipse cx="0" cy="-20" rx="18" ry="10" fill="#fff"/>` +
        `<path d="M12,-24 Q20,-44 28,-44" stroke="#fff" stroke-width="5" fill="none"/>` +
        `<path d="M28,-44 L40,-42" stroke="${P.gold2}" stroke-width="3"/>` +
        `<path d="M-2,-10 L-4,0 M4,-10 L4,0" stroke="${P.ink2}" stroke-width="2"/>`,
    )
  b +=
    egret(900, 470, 0.9) +
    egret(960, 480, 0.8) +
    bird(1240, 90, 1.1, '#0e6e4b') +
    bird(1280, 110, 0.8, '#0e6e4b')
  b += shade.rect
  return svgDoc(vw, H, b, { defs, viewBox: `${vx} 0 ${vw} ${H}` })
}
