// Home page hero 3: a small shop (UMKM) and a family saving together.

import { leftShade } from '../draw/effects.mjs'
import { shadow, tr } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { joglo } from '../parts/buildings.mjs'
import { personAt } from '../parts/figures.mjs'
import { coin, coinStack, jar } from '../parts/money.mjs'
import { tree } from '../parts/plants.mjs'
import { bunting } from '../parts/scenery.mjs'
import { shop } from '../parts/shop.mjs'

export function hero3(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h3shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.6)
  const defs =
    `<linearGradient id="h3sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#cfeadb"/><stop offset="1" stop-color="#fbf1d6"/>` +
    `</linearGradient>` +
    shade.defs
  let b = `<rect width="${W}" height="${H}" fill="url(#h3sky)"/>`
  b += `<rect width="${W}" height="${H}" fill="url(#latGreen)" opacity="0.12"/>`
  // background buildings
  const blocks = [600, 700, 820, 1480, 1560].map(
    (x, i) =>
      `<rect x="${x}" y="${200 + (i % 3) * 40}" width="${90 + (i % 2) * 30}" height="400"/>`,
  )
  b += `<g fill="#b7dcc8">${blocks.join('')}</g>`
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
      `<path d="M-26,0 L26,0 L32,-44 L-32,-44Z" fill="${P.wood}"/>` +
        `<circle cx="-14" cy="-66" r="24" fill="${P.g500}"/>` +
        `<circle cx="14" cy="-70" r="26" fill="${P.g600}"/>` +
        `<circle cx="0" cy="-88" r="22" fill="${P.g400}"/>`,
    )
  b += pot(975, 604, 0.8)
  // sidewalk
  b +=
    `<rect x="0" y="600" width="${W}" height="40" fill="#cfe3d7"/>` +
    `<rect x="0" y="600" width="${W}" height="6" fill="#aacdb9"/>`
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
  const smallJar =
    `<g transform="translate(0 -88) scale(0.24)">` +
    `${jar(0, 0, 1).replace(/jarclip\d+/g, 'jarclipKid')}</g>`
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
