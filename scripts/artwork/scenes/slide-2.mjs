// Home page slide 2: the customer service counter.

import { star8, tr } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'
import { person } from '../parts/figures.mjs'

export function slide2() {
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
  b +=
    `<rect x="380" y="50" width="440" height="270" rx="14" fill="${P.g800}"/>` +
    `<rect x="380" y="50" width="440" height="270" rx="14" fill="url(#latGoldS)" opacity="0.45"/>`
  b +=
    `<circle cx="600" cy="185" r="78" fill="${P.g900}"/>` +
    star8(600, 185, 62, `fill="${P.gold2}"`) +
    `<circle cx="600" cy="185" r="22" fill="${P.g900}"/>`
  // queue display (no text)
  b +=
    `<rect x="880" y="70" width="220" height="120" rx="12" fill="${P.ink}"/>` +
    `<rect x="896" y="86" width="188" height="88" rx="6" fill="#0f2a20"/>`
  b +=
    `<rect x="912" y="100" width="70" height="16" rx="4" fill="${P.g400}"/>` +
    `<rect x="912" y="126" width="120" height="34" rx="6" fill="${P.gold2}"/>`
  // clock
  b +=
    `<circle cx="990" cy="270" r="42" fill="#fff" stroke="${P.g700}" stroke-width="8"/>` +
    `<path d="M990,270 L990,242 M990,270 L1010,280" stroke="${P.ink}" stroke-width="5"` +
    ` stroke-linecap="round"/>`
  // plant
  b +=
    `<path d="M1080,600 L1150,600 L1160,500 L1070,500Z" fill="${P.wood}"/>` +
    `<path d="M1115,500 Q1060,420 1050,360 M1115,500 Q1110,400 1120,330 M1115,500 Q1170,430` +
    ` 1190,380" stroke="${P.g700}" stroke-width="6" fill="none"/><g fill="${P.g500}">` +
    `<ellipse cx="1050" cy="380" rx="16" ry="40" transform="rotate(-20 1050 380)"/>` +
    `<ellipse cx="1120" cy="340" rx="16" ry="44"/>` +
    `<ellipse cx="1186" cy="396" rx="16" ry="40" transform="rotate(30 1186 396)"/>` +
    `<ellipse cx="1078" cy="440" rx="14" ry="34" transform="rotate(-40 1078 440)"/>` +
    `<ellipse cx="1150" cy="440" rx="14" ry="34" transform="rotate(40 1150 440)"/></g>`
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
  b +=
    `<rect x="730" y="316" width="170" height="116" rx="10" fill="${P.ink2}"/>` +
    `<rect x="736" y="322" width="158" height="104" rx="6" fill="#3a4a43"/>` +
    `<rect x="800" y="432" width="30" height="22" fill="${P.ink2}"/>` +
    `<rect x="770" y="450" width="90" height="10" rx="4" fill="${P.ink2}"/>`
  b +=
    `<g transform="rotate(-8 470 452)"><rect x="420" y="438" width="100" height="20" rx="2"` +
    ` fill="#fff"/></g><rect x="336" y="440" width="60" height="18" rx="4" fill="${P.gold2}"/>`
  // desk
  b += `<rect x="200" y="456" width="800" height="22" rx="6" fill="#eadcbf"/>`
  b +=
    `<rect x="220" y="478" width="760" height="140" fill="${P.g700}"/>` +
    `<rect x="220" y="500" width="760" height="10" fill="${P.gold2}"/>`
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
