import { n, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'

/** round tree, base at (0,0), about 160 tall */
export function tree(x, y, s = 1, c1 = P.g600, c2 = P.g700, trunk = P.wood2) {
  return tr(
    x,
    y,
    s,
    `<path d="M-7,0 L-5,-70 L5,-70 L7,0Z" fill="${trunk}"/>` +
      `<path d="M0,-62 L-22,-92 M0,-75 L18,-100" stroke="${trunk}" stroke-width="5"` +
      ` stroke-linecap="round"/>` +
      `<circle cx="-30" cy="-100" r="38" fill="${c2}"/>` +
      `<circle cx="30" cy="-104" r="36" fill="${c2}"/>` +
      `<circle cx="0" cy="-128" r="44" fill="${c1}"/>` +
      `<circle cx="-18" cy="-96" r="32" fill="${c1}"/>` +
      `<circle cx="22" cy="-96" r="30" fill="${c1}"/>` +
      `<circle cx="-14" cy="-140" r="12" fill="#fff" opacity="0.10"/>`,
  )
}

/** coconut palm, base at (0,0), about 260 tall */
export function palm(x, y, s = 1, c = P.g700, trunk = P.wood, lean = 1) {
  const top = [40 * lean, -250]
  let fr = ''
  const fronds = [
    [-150, -200],
    [-120, -290],
    [-40, -320],
    [60, -315],
    [140, -270],
    [160, -205],
    [90, -215],
    [-70, -225],
  ]
  for (const [fx, fy] of fronds) {
    const ex = top[0] + fx * 0.8
    const ey = fy + 20
    const mx = (top[0] + ex) / 2
    const my = Math.min(top[1], ey) - 30
    fr +=
      `<path d="M${n(top[0])},${n(top[1])} Q${n(mx)},${n(my - 10)} ${n(ex)},${n(ey)}` +
      ` Q${n(mx)},${n(my + 16)} ${n(top[0])},${n(top[1])}Z" fill="${c}"/>`
  }
  return tr(
    x,
    y,
    s,
    `<path d="M-9,0 Q${n(10 * lean)},-120 ${n(top[0] - 5)},${n(top[1])}` +
      ` L${n(top[0] + 5)},${n(top[1])} Q${n(22 * lean)},-120 9,0Z" fill="${trunk}"/>` +
      `${fr}<circle cx="${n(top[0] - 8)}" cy="${n(top[1] + 10)}" r="8" fill="${P.wood2}"/>` +
      `<circle cx="${n(top[0] + 8)}" cy="${n(top[1] + 12)}" r="8" fill="${P.wood2}"/>`,
  )
}

/** plant sprout growing out of ground/coins, base (0,0) */
export function sprout(x, y, s = 1) {
  return tr(
    x,
    y,
    s,
    `<path d="M0,0 Q-6,-70 6,-140" stroke="${P.g600}" stroke-width="12" fill="none"` +
      ` stroke-linecap="round"/><path d="M2,-80 Q-60,-120 -110,-80 Q-52,-48 2,-80Z"` +
      ` fill="${P.g500}"/><path d="M6,-126 Q60,-190 126,-152 Q70,-96 6,-126Z" fill="${P.g400}"/>` +
      `<path d="M2,-80 Q-50,-96 -90,-84" stroke="${P.g700}" stroke-width="3" fill="none"` +
      ` opacity="0.5"/><path d="M8,-128 Q60,-156 104,-150" stroke="${P.g700}" stroke-width="3"` +
      ` fill="none" opacity="0.5"/>`,
  )
}

/** rice plant clump */
export function rice(x, y, s = 1, c = P.g500, c2 = P.gold2) {
  let o = ''
  for (const [dx, h, bend] of [
    [-10, 70, -18],
    [-4, 86, -6],
    [2, 90, 8],
    [8, 76, 20],
  ])
    o +=
      `<path d="M${dx * 0.4},0 Q${dx},-${h * 0.6} ${dx + bend},-${h}" stroke="${c}"` +
      ` stroke-width="3.2" fill="none" stroke-linecap="round"/>`
  if (c2)
    o += `<path d="M2,-70 Q14,-86 24,-78" stroke="${c2}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  return tr(x, y, s, o)
}
