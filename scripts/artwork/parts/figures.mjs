// People and livestock, flat and faceless so they read at thumbnail size.

import { n, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

/**
 * Flat faceless figure standing, feet at (0,0), ~205 units tall.
 * head: hair | peci | hijab | caping | back | kopiah-white | hijab-back
 */
export function person(o = {}) {
  const {
    skin = P.skin[1],
    top = P.g700,
    bottom = P.ink2,
    head = 'hair',
    hijab = P.g500,
    dress = false,
    shoes = '#2b2b2b',
    hair = P.hair,
    armL = 'down', // down | up | hold | wave
    armR = 'down',
    holdItem = '',
    sash = '',
  } = o
  let s = ''
  // legs / skirt
  if (dress) {
    s += `<path d="M-24,-96 L24,-96 L31,-8 Q0,-4 -31,-8Z" fill="${bottom}"/>`
    s +=
      `<ellipse cx="-11" cy="-4" rx="10" ry="5" fill="${shoes}"/>` +
      `<ellipse cx="11" cy="-4" rx="10" ry="5" fill="${shoes}"/>`
  } else {
    s +=
      `<rect x="-18" y="-96" width="15" height="90" rx="6" fill="${bottom}"/>` +
      `<rect x="3" y="-96" width="15" height="90" rx="6" fill="${bottom}"/>`
    s +=
      `<ellipse cx="-12" cy="-4" rx="11" ry="5.5" fill="${shoes}"/>` +
      `<ellipse cx="12" cy="-4" rx="11" ry="5.5" fill="${shoes}"/>`
  }
  const arm = (side, mode) => {
    const sx = side
    const sh = [sx * 26, -144]
    let hand
    if (mode === 'up') hand = [sx * 44, -196]
    else if (mode === 'wave') hand = [sx * 48, -180]
    else if (mode === 'hold') hand = [sx * 12, -112]
    else hand = [sx * 33, -92]
    const el =
      mode === 'hold' ? [sx * 36, -118] : [(sh[0] + hand[0]) / 2 + sx * 4, (sh[1] + hand[1]) / 2]
    return (
      `<path d="M${sh[0]},${sh[1]} Q${n(el[0])},${n(el[1])} ${hand[0]},${hand[1]}" stroke="${top}"` +
      ` stroke-width="13" fill="none" stroke-linecap="round"/>` +
      `<circle cx="${hand[0]}" cy="${hand[1]}" r="6.5" fill="${skin}"/>`
    )
  }
  if (armL !== 'hold') s += arm(-1, armL)
  if (armR !== 'hold') s += arm(1, armR)
  // torso
  s +=
    `<path d="M-27,-152 Q0,-158 27,-152 Q33,-150 32,-140 L26,-${dress ? 94 : 90} Q0,-86` +
    ` -26,-${dress ? 94 : 90} L-32,-140 Q-33,-150 -27,-152Z" fill="${top}"/>`
  if (sash) s += sash
  if (armL === 'hold') s += arm(-1, 'hold')
  if (armR === 'hold') s += arm(1, 'hold')
  s += holdItem
  // head
  if (head === 'hijab' || head === 'hijab-back') {
    s +=
      `<circle cx="0" cy="-178" r="22" fill="${hijab}"/>` +
      `<path d="M-22,-180 Q-24,-150 -34,-140 Q0,-130 34,-140 Q24,-150 22,-180Z" fill="${hijab}"/>`
    if (head === 'hijab') s += `<ellipse cx="0" cy="-176" rx="12.5" ry="15" fill="${skin}"/>`
  } else {
    s += `<rect x="-6" y="-166" width="12" height="14" fill="${skin}"/>`
    s += `<circle cx="0" cy="-178" r="17" fill="${skin}"/>`
    if (head === 'hair')
      s +=
        `<path d="M-17.5,-178 Q-19,-199 0,-198 Q19,-199 17.5,-178 Q14,-189 2,-190 Q-12,-190` +
        ` -17.5,-178Z" fill="${hair}"/>`
    if (head === 'back')
      s +=
        `<path d="M-17.5,-176 Q-19,-199 0,-198 Q19,-199 17.5,-176 Q16,-164 0,-163 Q-16,-164` +
        ` -17.5,-176Z" fill="${hair}"/>`
    if (head === 'peci')
      s +=
        `<path d="M-17,-178 Q-18,-186 -16,-186 L16,-186 Q18,-186 17,-178 Q10,-182 0,-182 Q-10,-182` +
        ` -17,-178Z" fill="${hair}"/><path d="M-16.5,-184 L-15,-201 Q0,-204 15,-201 L16.5,-184` +
        ` Q0,-187 -16.5,-184Z" fill="#1d1f1e"/>`
    if (head === 'kopiah-white')
      s += `<path d="M-16.5,-184 Q-16,-200 0,-201 Q16,-200 16.5,-184 Q0,-188 -16.5,-184Z" fill="#fff"/>`
    if (head === 'caping')
      s +=
        `<path d="M-17,-180 Q0,-186 17,-180 L17,-178 Q0,-184 -17,-178Z" fill="${hair}"/>` +
        `<path d="M-46,-184 Q0,-192 46,-184 L0,-214Z" fill="#d9b26a"/>` +
        `<path d="M-46,-184 Q0,-192 46,-184 Q0,-186 -46,-184Z" fill="#b98f45"/>` +
        `<path d="M0,-214 L-16,-187 M0,-214 L16,-187" stroke="#b98f45" stroke-width="2"/>`
  }
  return s
}
export const personAt = (x, y, s, o) => tr(x, y, s, person(o))

export function cow(x, y, s = 1, { body = '#c98d56', dark = '#8e5a31', light = '#f3dcc0' } = {}) {
  const b = [
    `<rect x="-78" y="-70" width="16" height="70" rx="6" fill="${dark}"/>`,
    `<rect x="40" y="-70" width="16" height="70" rx="6" fill="${dark}"/>`,
    `<path d="M-105,-118 Q-122,-90 -114,-62" stroke="${body}" stroke-width="6" fill="none"` +
      ` stroke-linecap="round"/><ellipse cx="-114" cy="-58" rx="6" ry="9" fill="${dark}"/>`,
    `<rect x="-110" y="-140" width="180" height="88" rx="40" fill="${body}"/>`,
    `<path d="M-80,-58 Q-20,-44 50,-58 L50,-70 Q-20,-60 -80,-70Z" fill="${light}" opacity="0.7"/>`,
    `<path d="M-8,-148 Q10,-170 32,-146Z" fill="${body}"/>`,
    `<rect x="-58" y="-68" width="16" height="68" rx="6" fill="${body}"/>`,
    `<rect x="58" y="-68" width="16" height="68" rx="6" fill="${body}"/>`,
    `<rect x="-58" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/>` +
      `<rect x="58" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/>` +
      `<rect x="-78" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/>` +
      `<rect x="40" y="-10" width="16" height="10" rx="3" fill="${P.ink2}"/>`,
    // head
    `<path d="M52,-140 Q78,-150 100,-138 L118,-96 Q120,-80 104,-78 Q90,-76 82,-92 L60,-110Z" fill="${body}"/>`,
    `<ellipse cx="108" cy="-88" rx="16" ry="13" fill="${light}"/>`,
    `<circle cx="112" cy="-90" r="2.5" fill="${dark}"/>`,
    `<path d="M66,-140 Q52,-152 40,-146 Q50,-138 64,-134Z" fill="${dark}"/>`,
    `<path d="M84,-146 Q86,-162 100,-166" stroke="${light}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="86" cy="-122" r="3.5" fill="${P.ink}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}

export function sheep(
  x,
  y,
  s = 1,
  { wool = '#fbf7ee', woolShade = '#e9e1cf', face = '#3b332c' } = {},
) {
  const b = [
    `<rect x="-50" y="-50" width="12" height="50" rx="5" fill="${face}"/>` +
      `<rect x="28" y="-50" width="12" height="50" rx="5" fill="${face}"/>`,
    `<rect x="-34" y="-48" width="12" height="48" rx="5" fill="${face}"/>` +
      `<rect x="42" y="-48" width="12" height="48" rx="5" fill="${face}"/>`,
  ]
  const puffs = [
    [-60, -88, 24],
    [-36, -106, 26],
    [-6, -112, 27],
    [24, -106, 26],
    [46, -90, 22],
    [-50, -62, 22],
    [-20, -56, 24],
    [12, -56, 24],
    [40, -64, 22],
    [-10, -84, 32],
  ]
  b.push(
    `<g fill="${woolShade}">${puffs.map(([a, c, r]) => `<circle cx="${a}" cy="${c + 4}" r="${r}"/>`).join('')}</g>`,
  )
  b.push(
    `<g fill="${wool}">${puffs.map(([a, c, r]) => `<circle cx="${a}" cy="${c}" r="${r}"/>`).join('')}</g>`,
  )
  b.push(
    `<ellipse cx="74" cy="-100" rx="20" ry="27" transform="rotate(-20 74 -100)" fill="${face}"/>`,
  )
  b.push(
    `<ellipse cx="58" cy="-118" rx="14" ry="6" transform="rotate(-30 58 -118)" fill="${face}"/>`,
  )
  b.push(
    `<circle cx="66" cy="-124" r="13" fill="${wool}"/><circle cx="80" cy="-124" r="10" fill="${wool}"/>`,
  )
  b.push(`<circle cx="82" cy="-104" r="3" fill="#fff"/>`)
  return tr(x, y, s, b.join(''))
}

export function goat(x, y, s = 1, { body = '#f3ece0', dark = '#6b5a4a' } = {}) {
  const b = [
    `<rect x="-44" y="-56" width="10" height="56" rx="4" fill="${dark}"/>` +
      `<rect x="30" y="-56" width="10" height="56" rx="4" fill="${dark}"/>`,
    `<path d="M-60,-92 Q-72,-100 -70,-110" stroke="${body}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<rect x="-64" y="-108" width="118" height="58" rx="28" fill="${body}"/>`,
    `<rect x="-28" y="-56" width="10" height="56" rx="4" fill="${body}"/>` +
      `<rect x="44" y="-56" width="10" height="56" rx="4" fill="${body}"/>`,
    `<path d="M36,-104 L58,-140 Q70,-146 80,-136 L88,-114 Q86,-104 76,-104 L60,-96Z" fill="${body}"/>`,
    `<path d="M62,-138 Q56,-160 42,-166" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M56,-130 Q42,-128 38,-120 Q50,-118 58,-124Z" fill="${dark}"/>`,
    `<path d="M78,-106 L76,-92 L72,-104Z" fill="${dark}"/>`,
    `<circle cx="70" cy="-128" r="3" fill="${P.ink}"/>`,
  ]
  return tr(x, y, s, b.join(''))
}
