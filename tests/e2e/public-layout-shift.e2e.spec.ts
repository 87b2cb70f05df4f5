import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Core Web Vitals' "good" cumulative layout shift is 0.1; the site's goal is stricter. */
const CLS_GOAL = 0.02

type Shift = { value: number; sources: string[] }

/**
 * Records every layout shift the browser reports from the first paint on, as Chromium's
 * PerformanceObserver gives them (shifts right after a click or key press are left out, as CLS
 * leaves them out). `window.__shifts` holds them.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof seen }).__shifts = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node
          if (!(node instanceof Element)) return node?.nodeName ?? '?'
          return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}`
        })
        seen.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Down to the footer half a screen at a time, so every lazy image loads where it stands. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height / 2
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
}

/** The sum of every shift: at least the CLS, which is the largest window of them. */
async function totalShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
}

const pickedList = (page: Page) => page.locator('ul[data-picked]').first()

test('the home page keeps still while it loads and is scrolled', async ({ page }) => {
  await recordShifts(page)
  await page.goto('/')
  await expect(pickedList(page)).toBeAttached()
  await scrollThrough(page)
  const { total, shifts } = await totalShift(page)
  expect(total, JSON.stringify(shifts)).toBeLessThan(CLS_GOAL)
})

/*
 * On a slow connection the visitor scrolls before the scripts run, so the random picks replace
 * the cached HTML's items in view. The scripts are held back until the part is on screen, and the
 * browser's random numbers are fixed so that every pick differs from the item it replaces.
 */
for (const [part, find] of [
  ['the latest products', (page: Page) => page.getByRole('region', { name: 'Informasi Terbaru' })],
  ['the footer', (page: Page) => page.getByRole('contentinfo')],
] as const) {
  test(`the random picks replace ${part} in view without moving anything`, async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.addInitScript(() => {
      Math.random = () => 0
    })
    await recordShifts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await find(page).scrollIntoViewIfNeeded()
    await expect(pickedList(page)).not.toBeAttached()
    release()
    await expect(pickedList(page)).toBeAttached()
    await page.waitForLoadState('networkidle')
    await scrollThrough(page)
    const { total, shifts } = await totalShift(page)
    expect(total, JSON.stringify(shifts)).toBeLessThan(CLS_GOAL)
  })
}
