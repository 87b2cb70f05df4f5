// The common 16:9 frame of the product and news thumbnails: tinted pattern, halo and sparkles.

import { rng, sparkle } from '../draw/primitives.mjs'
import { svgDoc } from '../draw/svg-doc.mjs'
import { P } from '../palette.mjs'

export function thumbFrame(content, { tint = 'green', seed = 1 } = {}) {
  const W = 1280
  const H = 720
  const gold = tint === 'gold'
  const defs =
    `<linearGradient id="tbg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${gold ? '#fdf6e3' : P.g100}"/>` +
    `<stop offset="1" stop-color="${gold ? P.gold0 : P.g200}"/></linearGradient>`
  let b = `<rect width="${W}" height="${H}" fill="url(#tbg)"/>`
  b +=
    `<rect width="${W}" height="${H}" fill="url(#${gold ? 'latGold' : 'latGreen'})"` +
    ` opacity="${gold ? 0.22 : 0.16}"/>`
  b += `<circle cx="640" cy="380" r="300" fill="#fff" opacity="0.75"/>`
  b +=
    `<circle cx="640" cy="380" r="330" fill="none" stroke="${gold ? P.gold2 : P.g400}"` +
    ` stroke-width="3" opacity="0.35" stroke-dasharray="2 14" stroke-linecap="round"/>`
  b += `<ellipse cx="640" cy="640" rx="430" ry="30" fill="${gold ? P.gold1 : P.g300}" opacity="0.5"/>`
  const r = rng(seed * 13 + 5)
  const spots = [
    [180, 170],
    [1090, 150],
    [1120, 520],
    [160, 520],
  ]
  for (const [x, y] of spots)
    b += sparkle(
      x + (r() - 0.5) * 60,
      y + (r() - 0.5) * 60,
      10 + r() * 10,
      gold ? P.gold : P.gold2,
      0.8,
    )
  b += `<g transform="translate(640 640) scale(1.15) translate(-640 -640)">${content}</g>`
  return svgDoc(W, H, b, { defs })
}
