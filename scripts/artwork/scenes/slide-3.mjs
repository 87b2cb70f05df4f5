// Home page slide 3: a community gathering at the mosque.

import { starsField } from '../draw/effects.mjs'
import { shadow } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { mosque } from '../parts/buildings.mjs'
import { personAt } from '../parts/figures.mjs'
import { palm, tree } from '../parts/plants.mjs'
import { lantern } from '../parts/scenery.mjs'

export function slide3() {
  const W = 1200
  const H = 675
  const defs =
    `<linearGradient id="s3sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${P.g950}"/><stop offset="0.55" stop-color="${P.g700}"/>` +
    `<stop offset="1" stop-color="#e7c46e"/></linearGradient>`
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
  b +=
    `<path d="M0,40 Q300,110 600,60 Q900,110 1200,40" stroke="${P.gold1}" stroke-width="2"` +
    ` fill="none" opacity="0.7"/>`
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
  b +=
    `<rect x="480" y="560" width="240" height="16" rx="4" fill="${P.wood}"/>` +
    `<rect x="495" y="576" width="12" height="60" fill="${P.wood2}"/>` +
    `<rect x="693" y="576" width="12" height="60" fill="${P.wood2}"/>`
  b +=
    `<ellipse cx="600" cy="560" rx="80" ry="12" fill="${P.g400}"/>` +
    `<path d="M560,556 L600,470 L640,556Z" fill="${P.gold2}"/>` +
    `<path d="M600,470 L640,556 L610,556Z" fill="${P.gold}"/>`
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
