// Stylised portraits of the three board members on the structure page.

import { star8 } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'

/* ---- portraits of board members ---- */
export function portrait(kind) {
  const W = 480
  const H = 600
  const bg = { 1: [P.g200, P.g100], 2: [P.gold0, '#fff8e6'], 3: [P.g200, '#e5f4ec'] }[kind]
  const defs =
    `<linearGradient id="pbg${kind}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/>` +
    `</linearGradient>`
  let b =
    `<rect width="${W}" height="${H}" fill="url(#pbg${kind})"/>` +
    `<rect width="${W}" height="${H}" fill="url(#${kind === 2 ? 'latGold' : 'latGreen'})"` +
    ` opacity="0.22"/>`
  b += `<circle cx="240" cy="290" r="190" fill="#fff" opacity="0.55"/>`
  const skin = { 1: P.skin[2], 2: P.skin[1], 3: P.skin[1] }[kind]
  const skinShade = { 1: '#a56a42', 2: '#c68a60', 3: '#c68a60' }[kind]
  const suit = { 1: '#1f2b27', 2: P.g700, 3: '#1e2f45' }[kind]
  const HIJAB = '#e2b64a'
  const HIJAB2 = '#cfa23a'
  const suitShade = { 1: '#141d1a', 2: P.g800, 3: '#16243a' }[kind]
  // shoulders / jacket
  let p = ''
  p += `<path d="M60,600 Q60,470 150,440 L200,420 L280,420 L330,440 Q420,470 420,600Z" fill="${suit}"/>`
  if (kind !== 2) {
    p += `<path d="M196,424 L240,520 L284,424 L268,420 L240,448 L212,420Z" fill="#fff"/>`
    p +=
      `<path d="M232,450 L248,450 L254,470 L240,560 L226,470Z"` +
      ` fill="${kind === 1 ? P.g700 : P.gold}"/><path d="M232,450 L248,450 L244,462 L236,462Z"` +
      ` fill="${kind === 1 ? P.g900 : P.gold7}"/>`
    p +=
      `<path d="M196,424 L150,440 L200,540 L226,480Z" fill="${suitShade}"/>` +
      `<path d="M284,424 L330,440 L280,540 L254,480Z" fill="${suitShade}"/>`
    if (kind === 1) p += star8(312, 490, 9, `fill="${P.gold2}"`)
  } else {
    // blouse + blazer for hijab portrait
    p += `<path d="M190,430 L240,540 L290,430Z" fill="#f6efe2"/>`
    p +=
      `<path d="M190,430 L150,444 L206,560 L228,500Z" fill="${suitShade}"/>` +
      `<path d="M290,430 L330,444 L274,560 L252,500Z" fill="${suitShade}"/>`
    p += `<circle cx="318" cy="494" r="8" fill="${P.gold2}"/>`
  }
  const jacket = p
  p = ''
  // neck
  if (kind !== 2)
    p += `<path d="M212,360 L268,360 L270,428 Q240,444 210,428Z" fill="${skinShade}"/>`
  // head
  if (kind === 2) {
    // hijab draping to shoulders
    p +=
      `<path d="M138,456 C122,380 130,300 160,252 C186,210 214,196 240,196 C266,196 294,210 320,252` +
      ` C350,300 358,380 342,456 Q292,486 240,490 Q188,486 138,456Z" fill="${HIJAB}"/>`
    p += `<path d="M306,236 C346,290 356,380 340,456 Q306,476 272,484 Q326,380 306,236Z" fill="${HIJAB2}"/>`
    p += `<ellipse cx="240" cy="300" rx="62" ry="76" fill="${skin}"/>`
    p +=
      `<path d="M176,292 Q182,232 240,228 Q298,232 304,292 L308,260 Q300,210 240,208 Q180,210` +
      ` 172,260Z" fill="${HIJAB}"/>`
    p += `<path d="M178,290 Q184,236 240,232" stroke="${HIJAB2}" stroke-width="4" fill="none" opacity="0.6"/>`
  } else {
    p +=
      `<ellipse cx="174" cy="304" rx="13" ry="20" fill="${skin}"/>` +
      `<ellipse cx="306" cy="304" rx="13" ry="20" fill="${skin}"/>`
    p += `<ellipse cx="240" cy="296" rx="66" ry="80" fill="${skin}"/>`
    if (kind === 1) {
      p +=
        `<path d="M176,300 Q172,256 184,236 L196,236 Q188,262 192,300Z" fill="#b9b4aa"/>` +
        `<path d="M304,300 Q308,256 296,236 L284,236 Q292,262 288,300Z" fill="#b9b4aa"/>`
      p +=
        `<path d="M176,246 L180,178 Q240,166 300,178 L304,246 Q240,236 176,246Z" fill="#1d1f1e"/>` +
        `<path d="M178,232 Q240,222 302,232" stroke="${P.gold2}" stroke-width="3" fill="none"` +
        ` opacity="0.8"/>`
    } else {
      p +=
        `<path d="M172,292 Q164,214 226,204 Q292,196 310,262 L308,296 Q300,252 276,240 Q230,252` +
        ` 190,246 Q178,262 178,292Z" fill="${P.hair}"/>`
    }
  }
  // simple friendly face
  const eyeY = kind === 2 ? 296 : 292
  p +=
    `<ellipse cx="214" cy="${eyeY}" rx="6" ry="7" fill="${P.ink}"/>` +
    `<ellipse cx="266" cy="${eyeY}" rx="6" ry="7" fill="${P.ink}"/>`
  p +=
    `<path d="M200,${eyeY - 20} Q214,${eyeY - 28} 226,${eyeY - 20} M254,${eyeY - 20}` +
    ` Q266,${eyeY - 28} 280,${eyeY - 20}" stroke="${kind === 1 ? '#8d8a84' : P.hair}"` +
    ` stroke-width="5" fill="none" stroke-linecap="round"/>`
  p +=
    `<path d="M240,${eyeY + 8} Q234,${eyeY + 28} 244,${eyeY + 32}" stroke="${skinShade}"` +
    ` stroke-width="4" fill="none" stroke-linecap="round"/>`
  if (kind === 1)
    p +=
      `<path d="M214,${eyeY + 44} Q240,${eyeY + 38} 266,${eyeY + 44} Q240,${eyeY + 52}` +
      ` 214,${eyeY + 44}Z" fill="#9a958c"/>`
  p +=
    `<path d="M220,${eyeY + 50} Q240,${eyeY + 64} 260,${eyeY + 50}" stroke="#8e4a3a"` +
    ` stroke-width="5" fill="none" stroke-linecap="round"/>`
  p +=
    `<ellipse cx="200" cy="${eyeY + 30}" rx="12" ry="7" fill="#e88f7a" opacity="0.25"/>` +
    `<ellipse cx="280" cy="${eyeY + 30}" rx="12" ry="7" fill="#e88f7a" opacity="0.25"/>`
  if (kind === 1) p += `<path d="M198,${eyeY + 4} h32 M250,${eyeY + 4} h32" stroke="none"/>`
  const head = `<g transform="translate(0 24)">${p}</g>`
  b += kind === 2 ? jacket + head : head + jacket
  return svgDoc(W, H, b, { defs })
}
