// Thumbnail art for each seeded product, keyed by the product slug in the file name.

import { shadow, sparkle, star8, tr } from '../draw/primitives.mjs'
import { mdiGlyph } from '../icons.mjs'
import { P } from '../palette.mjs'
import { arcade, clockTower, house, kaaba } from '../parts/buildings.mjs'
import { cow, personAt, sheep } from '../parts/figures.mjs'
import {
  card,
  coin,
  coinStack,
  goldBar,
  jar,
  pie,
  priceTag,
  ring,
  safe,
  scale,
  shoppingBag,
} from '../parts/money.mjs'
import { books, calendar, documentSheet, gradCap, phone } from '../parts/objects.mjs'
import { rice } from '../parts/plants.mjs'
import { shop } from '../parts/shop.mjs'
import { airplane, car, scooter, suitcase } from '../parts/vehicles.mjs'

export const PRODUCT_ART = {
  'tabungan-wadiah': () =>
    safe(540, 630, 1.05) +
    coinStack(800, 632, 5, 58) +
    coinStack(905, 632, 3, 50) +
    coin(820, 330, 34) +
    coin(900, 260, 24) +
    shadow(540, 636, 170, 10),
  'tabungan-mudharabah': () =>
    shadow(540, 636, 130, 10) +
    jar(540, 630, 1.05, { sprout: true }) +
    coinStack(770, 632, 4, 54) +
    coinStack(870, 632, 7, 54) +
    `<path d="M760,300 L860,220" stroke="${P.g600}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M832,206 L878,206 L866,250Z" fill="${P.g600}"/>`,
  'tabungan-haji': () =>
    arcade(380, 900, 470, 120, '#d8ebe1') +
    clockTower(920, 470, 0.42) +
    kaaba(620, 632, 1.15) +
    airplane(900, 190, 0.45, -10) +
    coinStack(880, 632, 4, 48) +
    coin(380, 560, 30),
  'tabungan-qurban': () =>
    shadow(470, 634, 110, 10) +
    shadow(800, 634, 150, 10) +
    sheep(460, 632, 1.2) +
    cow(800, 632, 1.3) +
    coin(620, 300, 28) +
    coin(680, 250, 18),
  'tabungan-pendidikan': () =>
    shadow(560, 636, 160, 10) +
    books(560, 632, 1.0) +
    gradCap(560, 410, 0.9) +
    coinStack(820, 632, 6, 52) +
    `<g transform="translate(900 380) rotate(35)">` +
    `<rect x="-14" y="-120" width="28" height="200" rx="4" fill="${P.gold2}"/>` +
    `<path d="M-14,80 L14,80 L0,114Z" fill="#f1d6b0"/>` +
    `<path d="M-5,100 L5,100 L0,114Z" fill="${P.ink}"/>` +
    `<rect x="-14" y="-130" width="28" height="16" rx="4" fill="#e88f7a"/></g>`,
  'deposito-mudharabah': () =>
    shadow(540, 630, 150, 10) +
    documentSheet(540, 430, 1.0, -5, { header: P.gold, chart: false }) +
    tr(
      610,
      520,
      0.8,
      `<circle r="52" fill="${P.gold2}"/><circle r="40" fill="${P.gold0}"/>` +
        `${star8(0, 0, 28, `fill="${P.gold}"`)}<path d="M-30,40 L-44,100 L-14,84 L0,110 L12,48Z"` +
        ` fill="${P.g700}"/>`,
    ) +
    calendar(850, 470, 0.62) +
    coinStack(850, 632, 3, 48),
  'pembiayaan-murabahah': () =>
    shadow(560, 636, 190, 10) +
    house(560, 632, 1.0) +
    shoppingBag(860, 632, 0.9) +
    priceTag(790, 360, 0.9) +
    coin(380, 330, 28),
  'pembiayaan-mudharabah': () =>
    `<circle cx="520" cy="400" r="150" fill="${P.g700}"/>` +
    mdiGlyph('handshake', 520, 400, 200, '#fff') +
    `<circle cx="840" cy="390" r="118" fill="#fff"/>` +
    pie(840, 390, 104, [
      [0.6, P.g500],
      [0.4, P.gold2, 12],
    ]) +
    coinStack(760, 632, 3, 46) +
    coinStack(900, 632, 2, 46),
  'pembiayaan-musyarakah': () =>
    pie(640, 330, 120, [
      [0.45, P.g600, 0],
      [0.35, P.gold2, 10],
      [0.2, P.g400, 6],
    ]) +
    shadow(440, 640, 60, 8) +
    shadow(840, 640, 60, 8) +
    personAt(440, 636, 1.45, { head: 'peci', top: P.g700, skin: P.skin[2], armR: 'wave' }) +
    personAt(840, 636, 1.4, {
      head: 'hijab',
      hijab: P.gold2,
      top: '#f4efe4',
      bottom: P.g600,
      dress: true,
      skin: P.skin[1],
      armL: 'wave',
    }) +
    coinStack(640, 632, 4, 56),
  'pembiayaan-multijasa': () => {
    const c = (x, inner, col) =>
      `<rect x="${x - 120}" y="250" width="240" height="300" rx="28" fill="${col}"/>` +
      `<rect x="${x - 120}" y="250" width="240" height="300" rx="28" fill="url(#latWhite)"` +
      ` opacity="0.18"/>` +
      inner
    const cross =
      `<rect x="618" y="330" width="44" height="140" rx="10" fill="#fff"/>` +
      `<rect x="570" y="378" width="140" height="44" rx="10" fill="#fff"/>`
    const rings =
      `<circle cx="920" cy="410" r="52" fill="none" stroke="${P.gold2}" stroke-width="16"/>` +
      `<circle cx="980" cy="410" r="52" fill="none" stroke="#fff" stroke-width="16"/>`
    return c(360, gradCap(360, 420, 0.62), P.g600) + c(640, cross, P.g700) + c(950, rings, P.g500)
  },
  'pembiayaan-umroh': () =>
    arcade(330, 950, 500, 110, '#d8ebe1') +
    clockTower(340, 500, 0.45) +
    kaaba(660, 632, 0.95) +
    airplane(660, 230, 0.8, -8) +
    suitcase(900, 632, 0.9, P.gold) +
    suitcase(990, 632, 0.75),
  'gadai-emas': () =>
    shadow(600, 636, 170, 10) +
    tr(600, 632, 1.3, scale(0, 0, 1) + goldBar(-160, -150, 0.66) + coinStack(160, -182, 3, 36)) +
    ring(940, 600, 0.9) +
    sparkle(380, 260, 18) +
    sparkle(820, 220, 14),
  'pembiayaan-kendaraan': () =>
    shadow(500, 636, 220, 10) +
    shadow(960, 636, 120, 8) +
    car(500, 632, 1.0, { body: P.g700 }) +
    scooter(960, 632, 0.92, { body: P.gold }),
  'pembiayaan-pertanian-peternakan': () => {
    let o = `<path d="M250,632 Q640,520 1030,632Z" fill="${P.g400}" opacity="0.6"/>`
    for (let x = 300; x < 1000; x += 46)
      o += rice(x, 628 - Math.sin((x - 250) / 250) * 40, 0.9, P.g600, P.gold2)
    return (
      o +
      shadow(760, 636, 130, 10) +
      cow(760, 634, 1.1) +
      personAt(470, 636, 1.5, {
        head: 'caping',
        top: '#2f6fa3',
        bottom: '#23313a',
        skin: P.skin[2],
        armR: 'wave',
      }) +
      coin(620, 260, 30)
    )
  },
  'pembiayaan-modal-kerja-umkm': () =>
    shadow(600, 636, 240, 10) +
    shop(600, 632, 0.95) +
    coinStack(930, 632, 5, 50) +
    coin(960, 330, 28) +
    `<path d="M880,260 L960,200" stroke="${P.g600}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M936,188 L976,190 L962,226Z" fill="${P.g600}"/>`,
  'layanan-transfer-pembayaran': () => {
    const screen =
      `<rect x="-100" y="-196" width="200" height="70" fill="${P.g700}"/>` +
      `<circle cx="0" cy="-70" r="36" fill="${P.gold2}"/>` +
      `<path d="M-16,-70 L14,-70 M4,-82 L16,-70 L4,-58" stroke="#fff" stroke-width="7" fill="none"` +
      ` stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="-80" y="-10" width="160" height="40" rx="10" fill="#fff"/>` +
      `<rect x="-80" y="42" width="160" height="40" rx="10" fill="#fff"/>` +
      `<rect x="-80" y="120" width="160" height="44" rx="22" fill="${P.g500}"/>`
    return (
      shadow(520, 636, 120, 10) +
      phone(520, 400, 0.95, -6, screen) +
      card(860, 470, 0.8, 8) +
      `<path d="M640,260 Q730,200 800,250" stroke="${P.gold}" stroke-width="8" fill="none"` +
      ` stroke-dasharray="4 14" stroke-linecap="round"/>` +
      coin(820, 270, 26) +
      coin(700, 190, 18)
    )
  },
}
