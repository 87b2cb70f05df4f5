// The advantage icons in public/icons and their licence file. Scenes draw the same paths (mdiGlyph).

import { readFileSync } from 'node:fs'
import { n } from './draw/primitives.mjs'
import { GENERATOR } from './generator-name.mjs'

// Path data and licence texts are copied verbatim from the npm package @mdi/svg, kept here as data so
// the generator needs no extra package.
const readData = (file) => readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')
const { version: MDI_VERSION, icons } = JSON.parse(readData('mdi-icons.json'))
export const MDI = icons
const MDI_LICENSE_HEADER = readData('pictogrammers-license.txt').trimEnd()
const APACHE_2 = readData('apache-2.0.txt').trimEnd()

/** an MDI icon drawn inside a scene, centred on (x, y) */
export const mdiGlyph = (key, x, y, size, fill) =>
  `<g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(size / 24)})">` +
  `<path d="${MDI[key].d}" fill="${fill}"/></g>`

export const iconSvg = (key) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="#0b6344">` +
  `<!-- Material Design Icons "${MDI[key].src}" (Apache-2.0), see LICENSE.md -->` +
  `<path d="${MDI[key].d}"/></svg>\n`

export function iconsLicense() {
  // Markdown table padded the way Prettier formats it
  const cells = [
    ['File', `Original icon in @mdi/svg ${MDI_VERSION}`],
    ...Object.entries(MDI).map(([k, v]) => [`\`${k}.svg\``, `\`${v.src}\` (mdi-${v.src})`]),
  ]
  const w0 = Math.max(...cells.map((c) => c[0].length))
  const w1 = Math.max(...cells.map((c) => c[1].length))
  const row = (a, b) => `| ${a.padEnd(w0)} | ${b.padEnd(w1)} |`
  const table = [
    row(...cells[0]),
    `| ${'-'.repeat(w0)} | ${'-'.repeat(w1)} |`,
    ...cells.slice(1).map((c) => row(...c)),
  ].join('\n')
  return `# Advantage icons — licence

The 11 SVG icons in this folder are taken from the npm package
**\`@mdi/svg\` version ${MDI_VERSION}** (Material Design Icons by Pictogrammers,
https://pictogrammers.com/library/mdi/). The package declares the licence
**Apache-2.0** for the icons (see "Pictogrammers Free License" below).

Modifications: the original path data is unchanged; each file was given
\`width="48" height="48"\` and \`fill="#0b6344"\` (brand green), keeping the
original \`viewBox="0 0 24 24"\`. They are written by \`${GENERATOR}\`.

${table}

## Pictogrammers Free License (from @mdi/svg/LICENSE)

\`\`\`
${MDI_LICENSE_HEADER}
\`\`\`

## Apache License, Version 2.0

\`\`\`
${APACHE_2}
\`\`\`
`
}
