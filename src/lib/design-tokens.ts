import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { cache } from 'react'

export type ColorToken = { name: string; value: string }
export type DesignTokens = { colors: ColorToken[]; fonts: ColorToken[] }

/** globals.css is the one list of tokens; /color-guide reads it rather than keeping a copy. */
const CSS_PATH = path.join(process.cwd(), 'src/app/(frontend)/globals.css')

/** The custom properties declared in the @theme block of `css`. */
export function parseThemeTokens(css: string): DesignTokens {
  const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? ''
  const declarations = [...theme.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
  }))
  return {
    colors: declarations
      .filter((d) => d.name.startsWith('color-'))
      .map((d) => ({ name: d.name.slice('color-'.length), value: d.value })),
    fonts: declarations
      .filter((d) => d.name.startsWith('font-'))
      .map((d) => ({ name: d.name.slice('font-'.length), value: d.value })),
  }
}

export const getDesignTokens = cache(async (): Promise<DesignTokens> => {
  return parseThemeTokens(await readFile(CSS_PATH, 'utf8'))
})

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two #rrggbb colours, e.g. 4.5 for AA body text. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
