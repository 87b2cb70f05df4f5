// Home page slide 1: the bank office under a joglo roof.

import { star8 } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { personAt } from '../parts/figures.mjs'
import { tree } from '../parts/plants.mjs'
import { cloud, mountain } from '../parts/scenery.mjs'
import { scooter } from '../parts/vehicles.mjs'

export function slide1() {
  const W = 1200
  const H = 675
  const defs =
    `<linearGradient id="s1sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#cdeadb"/><stop offset="1" stop-color="#f7fbf8"/>` +
    `</linearGradient><linearGradient id="s1glass" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#d6efe4"/><stop offset="1" stop-color="#9fd0ba"/>` +
    `</linearGradient>`
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
  g +=
    `<path d="M470,540 L540,420 L575,420 L505,540Z M600,540 L670,420 L690,420 L620,540Z"` +
    ` fill="#fff" opacity="0.35"/>`
  for (const x of [460, 530, 600, 670, 740])
    g += `<rect x="${x - 3}" y="420" width="6" height="120" fill="${P.g900}"/>`
  g += `<rect x="460" y="416" width="286" height="8" fill="${P.g900}"/>`
  g +=
    `<rect x="565" y="452" width="70" height="88" fill="#b9e0cf"/>` +
    `<rect x="597" y="452" width="6" height="88" fill="${P.g900}"/>` +
    `<rect x="584" y="488" width="4" height="18" rx="2" fill="${P.gold}"/>` +
    `<rect x="612" y="488" width="4" height="18" rx="2" fill="${P.gold}"/>`
  // side windows
  for (const x of [320, 390, 780, 850])
    g +=
      `<rect x="${x}" y="430" width="44" height="70" rx="4" fill="#b9e0cf"/>` +
      `<rect x="${x}" y="430" width="44" height="70" rx="4" fill="none" stroke="${P.gold}"` +
      ` stroke-width="4"/><rect x="${x + 20}" y="430" width="4" height="70" fill="${P.gold}"/>`
  // pillars
  for (const x of [300, 448, 752, 900])
    g +=
      `<rect x="${x - 8}" y="380" width="16" height="162" fill="${P.wood}"/>` +
      `<rect x="${x - 12}" y="532" width="24" height="10" fill="${P.wood2}"/>`
  // sign board (no text)
  g +=
    `<rect x="470" y="380" width="260" height="34" rx="4" fill="${P.g900}"/>` +
    star8(500, 397, 12, `fill="${P.gold2}"`) +
    `<rect x="522" y="390" width="150" height="6" rx="3" fill="${P.gold2}" opacity="0.9"/>` +
    `<rect x="522" y="401" width="110" height="5" rx="2.5" fill="#fff" opacity="0.7"/>`
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
  g +=
    `<path d="M210,384 L990,384" stroke="${P.gold2}" stroke-width="7"/>` +
    `<path d="M338,297 L862,297" stroke="${P.gold2}" stroke-width="5"/>`
  g +=
    `<path d="M486,150 L714,150" stroke="${P.gold2}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M486,150 q-8,-20 -26,-26 M714,150 q8,-20 26,-26" stroke="${P.gold2}"` +
    ` stroke-width="7" fill="none" stroke-linecap="round"/>`
  g += star8(600, 126, 14, `fill="${P.gold2}"`)
  // steps
  g +=
    `<rect x="540" y="560" width="120" height="10" fill="#cfc4a6"/>` +
    `<rect x="525" y="568" width="150" height="10" fill="#c4b894"/>`
  b += g
  // flag
  b +=
    `<rect x="140" y="300" width="6" height="270" fill="#c9d3ce"/>` +
    `<rect x="146" y="304" width="74" height="24" fill="#d8342c"/>` +
    `<rect x="146" y="328" width="74" height="24" fill="#fff"/>` +
    `<circle cx="143" cy="298" r="6" fill="${P.gold2}"/>`
  // lawn and path
  b +=
    `<rect x="0" y="575" width="${W}" height="100" fill="${P.g400}"/>` +
    `<rect x="0" y="575" width="${W}" height="100" fill="url(#kawungW)" opacity="0.12"/>`
  b += `<path d="M525,578 L675,578 L760,675 L440,675Z" fill="#e9e1cb"/>`
  // shrubs
  for (const x of [270, 330, 390, 810, 870, 930])
    b +=
      `<ellipse cx="${x}" cy="572" rx="34" ry="22" fill="${P.g600}"/>` +
      `<ellipse cx="${x - 8}" cy="566" rx="16" ry="10" fill="${P.g500}"/>`
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
