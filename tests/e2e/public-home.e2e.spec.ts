import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { isPhone } from './public-helpers'

/** Index of the slide the carousel labelled `name` shows, read from its dots. */
async function activeDot(page: Page, carousel: string, noun: string): Promise<number> {
  const dots = page
    .getByRole('region', { name: carousel })
    .getByRole('button', { name: new RegExp(`^Tampilkan ${noun} \\d dari 3$`) })
  await expect(dots).toHaveCount(3)
  const current = await dots.evaluateAll((buttons) =>
    buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'),
  )
  return current + 1
}

/**
 * Lets React finish a re-render's passive effects (which arm the next timer) in real time, so the
 * fake clock moves on only after the timer exists.
 */
const settle = (page: Page) => page.waitForTimeout(100)

/** Loads the home page on a paused fake clock, once the carousels have armed their timers. */
async function openHomeOnFakeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T08:00:00+07:00') })
  await page.goto('/')
  await expect(
    page.locator('section[aria-roledescription="carousel"][data-ready="true"]'),
  ).toHaveCount(2)
  await page.clock.pauseAt(new Date('2026-01-05T08:10:00+07:00'))
  await settle(page)
  // Keep the pointer away from both carousels, which pause while hovered.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 700) - 1)
}

test.describe('home page', () => {
  test('shows the hero, the latest products, the tagline and the statements', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Selamat Datang/)
    const latest = page.getByRole('region', { name: 'Informasi Terbaru' })
    const cards = latest.getByRole('listitem')
    await expect(cards).toHaveCount(4)
    const hrefs = await latest
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.filter((h) => h?.startsWith('/produk/'))).toHaveLength(4)
    await expect(page.getByRole('link', { name: 'lihat selengkapnya >>>' })).toHaveAttribute(
      'href',
      '/produk-layanan',
    )
    await expect(
      page.getByText('Kami Siap Menjadi Mitra Terbaik Anda, Siap Berkembang Bersama', {
        exact: true,
      }),
    ).toBeVisible()
    const about = page.getByRole('region', { name: 'PT BPRS Contoh Syariah Yogyakarta' })
    await expect(about.getByText(/diawasi oleh Otoritas Jasa Keuangan/)).toBeVisible()
    await expect(about.getByText(/Rp\. 2 Miliar/)).toBeVisible()
    await expect(about.getByRole('region', { name: 'Galeri kegiatan' })).toBeVisible()
  })

  test('latest products: a grid on desktop, a horizontal snap scroll on phones', async ({
    page,
  }) => {
    await page.goto('/')
    const list = page.getByRole('region', { name: 'Informasi Terbaru' }).getByRole('list')
    const style = await list.evaluate((el) => {
      const s = getComputedStyle(el)
      return {
        display: s.display,
        overflowX: s.overflowX,
        snap: s.scrollSnapType,
        columns: s.gridTemplateColumns,
      }
    })
    if (isPhone(page)) {
      expect(style.display).toBe('flex')
      expect(style.overflowX).toBe('auto')
      expect(style.snap).toContain('x')
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    } else {
      expect(style.display).toBe('grid')
      expect(style.columns.split(' ')).toHaveLength(4)
    }
  })

  test('the hero rotates its 3 images every 4000 ms and loops', async ({ page }) => {
    await openHomeOnFakeClock(page)
    // The timer was armed before the pause, so the first change comes within 4000 ms.
    await page.clock.runFor(4000)
    await settle(page)
    const start = await activeDot(page, 'Banner utama', 'banner')
    for (const step of [1, 2, 3]) {
      await page.clock.runFor(3999)
      expect(await activeDot(page, 'Banner utama', 'banner')).toBe(((start - 1 + step - 1) % 3) + 1)
      await page.clock.runFor(1)
      await expect
        .poll(() => activeDot(page, 'Banner utama', 'banner'))
        .toBe(((start - 1 + step) % 3) + 1)
      await settle(page)
    }
  })

  test('the slideshow advances every 3 s through 3 slides and loops', async ({ page }) => {
    await openHomeOnFakeClock(page)
    await page.clock.runFor(3000)
    await settle(page)
    const start = await activeDot(page, 'Galeri kegiatan', 'slide')
    const seen = [start]
    for (let step = 0; step < 3; step++) {
      await page.clock.runFor(2999)
      expect(await activeDot(page, 'Galeri kegiatan', 'slide')).toBe(seen.at(-1))
      await page.clock.runFor(1)
      await expect.poll(() => activeDot(page, 'Galeri kegiatan', 'slide')).not.toBe(seen.at(-1))
      seen.push(await activeDot(page, 'Galeri kegiatan', 'slide'))
      await settle(page)
    }
    expect(seen.slice(0, 3).sort()).toEqual([1, 2, 3])
    expect(seen[3]).toBe(seen[0])
  })

  test('the carousels pause on hover, on focus and with the pause button', async ({ page }) => {
    await openHomeOnFakeClock(page)
    const hero = page.getByRole('region', { name: 'Banner utama' })
    await page.clock.runFor(4000)
    await settle(page)
    const start = await activeDot(page, 'Banner utama', 'banner')

    await hero.hover({ position: { x: 20, y: 20 } })
    await page.clock.runFor(12_000)
    expect(await activeDot(page, 'Banner utama', 'banner')).toBe(start)
    await page.mouse.move(1, (page.viewportSize()?.height ?? 700) - 1)

    await hero.getByRole('button', { name: 'Tampilkan banner 1 dari 3' }).focus()
    await page.clock.runFor(12_000)
    expect(await activeDot(page, 'Banner utama', 'banner')).toBe(start)

    await hero.getByRole('button', { name: 'Jeda banner' }).click()
    await page.mouse.move(1, (page.viewportSize()?.height ?? 700) - 1)
    await page.getByRole('heading', { name: 'Informasi Terbaru' }).click()
    await page.clock.runFor(12_000)
    expect(await activeDot(page, 'Banner utama', 'banner')).toBe(start)
    await expect(hero.getByRole('button', { name: 'Putar banner' })).toBeVisible()

    await hero.getByRole('button', { name: 'Tampilkan banner 3 dari 3' }).click()
    await expect.poll(() => activeDot(page, 'Banner utama', 'banner')).toBe(3)
  })
})

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousels stay still until the visitor presses play', async ({ page }) => {
    await openHomeOnFakeClock(page)
    await page.clock.runFor(20_000)
    expect(await activeDot(page, 'Banner utama', 'banner')).toBe(1)
    expect(await activeDot(page, 'Galeri kegiatan', 'slide')).toBe(1)
    await page.getByRole('button', { name: 'Putar banner' }).click()
    await page.mouse.move(1, (page.viewportSize()?.height ?? 700) - 1)
    await page.getByRole('heading', { name: 'Informasi Terbaru' }).click()
    await settle(page)
    await page.clock.runFor(4000)
    await expect.poll(() => activeDot(page, 'Banner utama', 'banner')).toBe(2)
  })
})
