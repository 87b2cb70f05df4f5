// Vehicles and luggage, side views facing right with the ground at y = 0.

import { tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

/** side-view airplane facing right, centre (0,0), ~420 long */
export function airplane(
  x,
  y,
  s = 1,
  rot = 0,
  { body = '#ffffff', accent = P.g700, win = P.g300 } = {},
) {
  let o = ''
  o += `<path d="M-20,6 L-90,70 L-60,70 L40,8Z" fill="#dfe9e4"/>`
  o +=
    `<path d="M-200,-10 Q-200,-28 -180,-28 L150,-28 Q210,-24 214,0 Q210,22 150,24 L-180,24` +
    ` Q-200,24 -200,8Z" fill="${body}"/>`
  o += `<path d="M-150,24 L150,24 Q196,22 210,8 L-190,8Z" fill="#e7efeb"/>`
  o += `<path d="M-196,-24 L-220,-110 L-180,-110 L-130,-28Z" fill="${accent}"/>`
  o += `<path d="M-196,10 L-236,20 L-230,30 L-180,20Z" fill="${accent}"/>`
  o += `<path d="M-10,2 L-80,-60 L-52,-60 L40,0Z" fill="${accent}" opacity="0.9"/>`
  for (let i = 0; i < 11; i++)
    o += `<rect x="${-150 + i * 26}" y="-16" width="13" height="13" rx="5" fill="${win}"/>`
  o += `<path d="M170,-18 Q196,-16 204,-6 L176,-6Z" fill="${P.ink2}"/>`
  o += `<path d="M-200,4 L214,4" stroke="${P.gold2}" stroke-width="5"/>`
  return tr(x, y, s, `<g transform="rotate(${rot})">${o}</g>`)
}

/** scooter (motor matic) side view facing right, ground at y=0 */
export function scooter(x, y, s = 1, { body = P.g600, dark = P.ink2 } = {}) {
  let o = ''
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="-38" r="38" fill="${P.ink}"/>` +
    `<circle cx="${cx}" cy="-38" r="22" fill="#c9d3ce"/>` +
    `<circle cx="${cx}" cy="-38" r="8" fill="${P.ink2}"/>`
  o += wheel(-95) + wheel(100)
  o +=
    `<path d="M-150,-70 Q-150,-128 -80,-132 L0,-126 Q26,-122 26,-98 L24,-74 L-40,-68 Q-60,-42` +
    ` -110,-46 Q-146,-48 -150,-70Z" fill="${body}"/>`
  o += `<path d="M-140,-130 Q-138,-152 -104,-150 L6,-144 Q22,-142 18,-126 L-130,-124Z" fill="${dark}"/>`
  o += `<rect x="-40" y="-80" width="110" height="14" rx="6" fill="${dark}"/>`
  o += `<path d="M54,-72 L78,-200 L104,-200 L94,-110 Q92,-82 70,-68Z" fill="${body}"/>`
  o += `<path d="M60,-72 Q100,-104 140,-64" stroke="${body}" stroke-width="16" fill="none" stroke-linecap="round"/>`
  o += `<path d="M80,-200 L64,-226 M48,-228 L92,-230" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`
  o += `<ellipse cx="104" cy="-176" rx="10" ry="14" fill="${P.gold2}"/>`
  o += `<path d="M-150,-94 L-164,-96" stroke="${P.gold2}" stroke-width="8" stroke-linecap="round"/>`
  o += `<path d="M-118,-100 L-10,-98" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`
  return tr(x, y, s, o)
}

/** hatchback car side view facing right, ground at y=0, ~440 long */
export function car(x, y, s = 1, { body = P.g700, glass = '#cfe9dd', electric = false } = {}) {
  let o = ''
  o +=
    `<path d="M-220,-50 Q-222,-96 -190,-104 L-130,-112 L-80,-168 Q-70,-178 -50,-178 L80,-178` +
    ` Q100,-178 112,-166 L170,-110 L205,-102 Q228,-96 228,-66 L228,-46 Q228,-30 210,-30 L-205,-30` +
    ` Q-220,-30 -220,-50Z" fill="${body}"/>`
  o +=
    `<path d="M-112,-114 L-70,-162 L-6,-162 L-6,-114Z" fill="${glass}"/>` +
    `<path d="M6,-114 L6,-162 L78,-162 Q90,-162 98,-152 L134,-114Z" fill="${glass}"/>`
  o += `<path d="M-60,-150 L-40,-162 M20,-150 L40,-162" stroke="#fff" stroke-width="6" opacity="0.6"/>`
  o += `<path d="M-214,-70 L226,-70" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>`
  o +=
    `<rect x="196" y="-96" width="26" height="12" rx="6" fill="${P.gold1}"/>` +
    `<rect x="-222" y="-92" width="16" height="14" rx="5" fill="#e06a4f"/>`
  o +=
    `<rect x="-40" y="-100" width="22" height="6" rx="3" fill="#fff" opacity="0.7"/>` +
    `<rect x="60" y="-100" width="22" height="6" rx="3" fill="#fff" opacity="0.7"/>`
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="-30" r="44" fill="${P.ink}"/>` +
    `<circle cx="${cx}" cy="-30" r="24" fill="#c9d3ce"/>` +
    `<circle cx="${cx}" cy="-30" r="9" fill="${P.ink2}"/>`
  o += wheel(-130) + wheel(140)
  if (electric)
    o +=
      `<circle cx="-170" cy="-78" r="16" fill="#fff"/>` +
      `<path d="M-166,-90 L-178,-76 L-169,-76 L-174,-64 L-161,-80 L-170,-80Z" fill="${P.gold}"/>`
  return tr(x, y, s, o)
}

export const suitcase = (x, y, s = 1, c = P.g600) =>
  tr(
    x,
    y,
    s,
    `<rect x="-26" y="-150" width="52" height="24" rx="10" fill="none" stroke="${P.ink2}"` +
      ` stroke-width="8"/><rect x="-60" y="-130" width="120" height="124" rx="14" fill="${c}"/>` +
      `<rect x="-30" y="-130" width="8" height="124" fill="#fff" opacity="0.3"/>` +
      `<rect x="22" y="-130" width="8" height="124" fill="#fff" opacity="0.3"/>` +
      `<circle cx="-40" cy="-2" r="8" fill="${P.ink2}"/>` +
      `<circle cx="40" cy="-2" r="8" fill="${P.ink2}"/>`,
  )
