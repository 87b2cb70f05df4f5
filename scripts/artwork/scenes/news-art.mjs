// Thumbnail art for the seeded news categories, keyed by the slug in the file name.

import { rng, shadow, sparkle, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'
import { arcade, clockTower, kaaba, mosque } from '../parts/buildings.mjs'
import { personAt } from '../parts/figures.mjs'
import { banknote, coin, coinStack, goldPyramid, jar, moneyBox } from '../parts/money.mjs'
import {
  barChart,
  calculator,
  calendar,
  documentSheet,
  megaphone,
  riceSack,
} from '../parts/objects.mjs'
import { sprout } from '../parts/plants.mjs'
import { airplane, suitcase } from '../parts/vehicles.mjs'

export const NEWS_ART = {
  'agenda-perusahaan': () =>
    `<rect x="560" y="190" width="400" height="270" rx="16" fill="#fff" stroke="${P.g700}"` +
    ` stroke-width="10"/><path d="M600,420 L690,340 L760,380 L900,250" stroke="${P.g500}"` +
    ` stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M760,460 L700,630 M760,460 L820,630" stroke="${P.ink2}" stroke-width="10"` +
    ` stroke-linecap="round"/>` +
    calendar(430, 470, 0.78) +
    personAt(1000, 636, 1.3, { head: 'peci', top: P.g700, skin: P.skin[2], armL: 'up' }),
  investasi: () =>
    shadow(640, 636, 220, 10) +
    barChart(600, 560, 1.1) +
    coinStack(900, 632, 5, 50) +
    sprout(900, 500, 0.8),
  tabungan: () =>
    shadow(560, 636, 150, 10) +
    moneyBox(560, 632, 1.15) +
    coin(560, 260, 34) +
    coin(560, 190, 24) +
    jar(860, 632, 0.8) +
    coinStack(360, 632, 4, 46),
  emas: () =>
    shadow(640, 636, 260, 10) +
    tr(640, 632, 1.5, goldPyramid(0, 0, 1)) +
    sparkle(440, 330, 24) +
    sparkle(860, 300, 18) +
    sparkle(800, 420, 12) +
    coin(920, 560, 36),
  keuangan: () =>
    shadow(640, 636, 240, 10) +
    documentSheet(520, 420, 1.0, -6) +
    calculator(790, 470, 0.9, 8) +
    coinStack(930, 632, 4, 46) +
    banknote(350, 570, 150, -12),
  'zakat-wakaf': () =>
    mosque(640, 470, 0.7, { wall: '#e6f3ec', shade: '#d3e8dc', dome: P.g400, accent: P.gold2 }) +
    shadow(640, 636, 260, 10) +
    riceSack(420, 632, 1.0) +
    moneyBox(690, 632, 0.9) +
    riceSack(930, 632, 0.8) +
    coin(860, 330, 26) +
    coin(905, 280, 18),
  pengumuman: () =>
    `<path d="M770,170 L1000,170 Q1030,170 1030,200 L1030,300 Q1030,330 1000,330 L860,330` +
    ` L820,380 L826,330 L770,330 Q740,330 740,300 L740,200 Q740,170 770,170Z" fill="${P.g700}"/>` +
    `<rect x="780" y="214" width="200" height="16" rx="8" fill="#fff" opacity="0.8"/>` +
    `<rect x="780" y="256" width="140" height="16" rx="8" fill="#fff" opacity="0.6"/>` +
    megaphone(540, 460, 1.1),
  haji: () => {
    let o =
      arcade(300, 980, 470, 130, '#d8ebe1') + clockTower(1000, 470, 0.42) + kaaba(640, 600, 1.0)
    const r = rng(77)
    for (let i = 0; i < 11; i++) {
      const x = 300 + i * 68 + r() * 10
      o += personAt(x, 650 + (i % 2) * 8, 0.5 + r() * 0.06, {
        head: i % 3 === 0 ? 'hijab' : 'kopiah-white',
        hijab: '#fff',
        top: '#fff',
        bottom: '#f1efe8',
        dress: i % 3 === 0,
        skin: P.skin[i % 4],
      })
    }
    return o
  },
  umroh: () =>
    mosque(640, 520, 0.95, { wall: '#f6edd7', shade: '#e6d6b2', dome: P.g600, accent: P.gold2 }) +
    airplane(300, 210, 0.5, -12) +
    shadow(640, 640, 300, 10) +
    personAt(430, 640, 1.1, {
      head: 'kopiah-white',
      top: '#fff',
      bottom: '#f1efe8',
      skin: P.skin[2],
    }) +
    suitcase(500, 640, 0.6, P.gold) +
    personAt(850, 640, 1.08, {
      head: 'hijab',
      hijab: '#fff',
      top: '#f1efe8',
      bottom: '#f1efe8',
      dress: true,
      skin: P.skin[1],
    }) +
    suitcase(920, 640, 0.6, P.g600),
}
