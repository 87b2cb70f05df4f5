import localFont from 'next/font/local'

/*
 * Plus Jakarta Sans from the fontsource package, self-hosted through next/font so it is preloaded
 * and paired with a size-adjusted Arial fallback (no layout shift when it swaps in). Latin only.
 * It sets --font-sans, the token Tailwind's font-sans reads.
 */
export const jakartaSans = localFont({
  src: '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
})
