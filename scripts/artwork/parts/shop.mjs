import { rng, star8, tr } from '../draw/primitives.mjs'
import { P } from '../palette.mjs'
import { person } from './figures.mjs'

/** warung / small shop front, base centre (0,0), ~460 wide */
export function shop(x, y, s = 1, { keeper = true } = {}) {
  let o = ''
  o += `<rect x="-230" y="-330" width="460" height="330" fill="${P.cream}"/>`
  o += `<rect x="-230" y="-360" width="460" height="36" rx="6" fill="${P.g800}"/>`
  o +=
    `<rect x="-150" y="-352" width="300" height="20" rx="4" fill="${P.g700}"/>` +
    `${star8(0, -342, 8, `fill="${P.gold2}"`)}`
  // shelves behind
  o += `<rect x="-200" y="-270" width="400" height="170" fill="#f3ead4"/>`
  const rr = rng(11)
  const cols = [P.g500, P.gold2, '#d96f4f', P.g300, '#6aa4c8', P.gold, P.g700]
  for (let sh = 0; sh < 3; sh++) {
    const sy = -270 + 56 * (sh + 1)
    o += `<rect x="-200" y="${sy - 4}" width="400" height="7" fill="${P.wood}"/>`
    let xx = -192
    while (xx < 180) {
      const w = 16 + Math.floor(rr() * 22)
      const h = 22 + Math.floor(rr() * 22)
      const c = cols[Math.floor(rr() * cols.length)]
      if (rr() < 0.35)
        o += `<rect x="${xx}" y="${sy - 4 - h}" width="${w}" height="${h}" rx="${w / 2.6}" fill="${c}"/>`
      else o += `<rect x="${xx}" y="${sy - 4 - h}" width="${w}" height="${h}" rx="3" fill="${c}"/>`
      xx += w + 4
    }
  }
  if (keeper)
    o += tr(
      120,
      -60,
      0.95,
      person({ head: 'hijab', hijab: P.g500, top: P.gold2, dress: true, skin: P.skin[1] }),
    )
  // counter
  o +=
    `<rect x="-220" y="-110" width="440" height="110" fill="${P.wood}"/>` +
    `<rect x="-230" y="-118" width="460" height="16" rx="4" fill="${P.wood2}"/>`
  o +=
    `<rect x="-200" y="-92" width="120" height="80" rx="6" fill="#fff" opacity="0.18"/>` +
    `<rect x="60" y="-92" width="140" height="80" rx="6" fill="#fff" opacity="0.18"/>`
  // jars on counter
  for (const [jx, c] of [
    [-170, '#d96f4f'],
    [-120, P.gold2],
    [-70, P.g500],
  ])
    o +=
      `<rect x="${jx - 18}" y="-166" width="36" height="48" rx="10" fill="#e7f3ee" opacity="0.95"/>` +
      `<rect x="${jx - 14}" y="-150" width="28" height="30" rx="8" fill="${c}"/>` +
      `<rect x="${jx - 16}" y="-174" width="32" height="10" rx="3" fill="${P.g800}"/>`
  // awning
  let aw = ''
  const stripes = 10
  const sw = 500 / stripes
  for (let i = 0; i < stripes; i++) {
    const x0 = -250 + i * sw
    aw +=
      `<path d="M${x0},-326 L${x0 + sw},-326 L${x0 + sw},-270 Q${x0 + sw / 2},-250 ${x0},-270Z"` +
      ` fill="${i % 2 ? '#fff' : P.g600}"/>`
  }
  o += aw
  o += `<rect x="-250" y="-332" width="500" height="10" rx="4" fill="${P.g900}"/>`
  return tr(x, y, s, o)
}
