// Home page hero 1: Yogyakarta at dawn with the Tugu.

import { leftShade, starsField } from '../draw/effects.mjs'
import { n, rng } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { joglo, tugu } from '../parts/buildings.mjs'
import { palm, tree } from '../parts/plants.mjs'
import { bird, cloud, mountain } from '../parts/scenery.mjs'

export function hero1(vx = 0, vw = 1600) {
  const W = 1600
  const H = 640
  const shade = leftShade('h1shade', vx, vw, H, vw < 1000 ? 0.45 : 0.92, vw < 1000 ? 0.7 : 0.62)
  const defs =
    `<linearGradient id="h1sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#0a4d36"/><stop offset="0.45" stop-color="#2f8462"/>` +
    `<stop offset="0.75" stop-color="#d9c27a"/><stop offset="1" stop-color="#f6e2a6"/>` +
    `</linearGradient>` +
    `<radialGradient id="h1glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.95"/>` +
    `<stop offset="0.35" stop-color="${P.gold1}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${P.gold1}" stop-opacity="0"/></radialGradient>` +
    shade.defs
  let b = `<rect width="${W}" height="${H}" fill="url(#h1sky)"/>`
  b += starsField(7, 0, 1100, 10, 230, 70)
  b += `<rect width="${W}" height="420" fill="url(#latGold)" opacity="0.10"/>`
  b += `<circle cx="1320" cy="400" r="340" fill="url(#h1glow)"/>`
  // Merapi with smoke
  b += mountain(1180, 560, 1100, 300, '#6fa98c', 0.55)
  b += mountain(1480, 560, 700, 200, '#5f9c80', 0.5)
  b +=
    `<g fill="#fff" opacity="0.28"><ellipse cx="1195" cy="250" rx="40" ry="16"/>` +
    `<ellipse cx="1235" cy="228" rx="50" ry="18"/><ellipse cx="1290" cy="212" rx="42" ry="14"/>` +
    `</g>`
  b +=
    `<circle cx="1320" cy="400" r="150" fill="#fff3c4" opacity="0.25"/>` +
    `<circle cx="1320" cy="400" r="88" fill="#fff1c2"/>`
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
  const farHouse = { roof: '#3d8566', roof2: '#3d8566', wall: '#3d8566', simple: true }
  b += `<g opacity="0.75">${far}${joglo(760, 562, 220, farHouse)}${joglo(1530, 562, 200, farHouse)}</g>`
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
