import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'

import { contrastRatio } from '../../src/lib/design-tokens'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { listNews, listProduk, publicPaths } from './public-helpers'

test('axe-core finds no violations on any public page', async ({ page, request }) => {
  test.setTimeout(180_000)
  const [produk] = await listProduk(request)
  const [news] = await listNews(request)
  for (const path of [
    ...publicPaths(produk.slug, news.slug),
    '/halaman-tidak-ada',
    '/produk/tidak-ada',
  ]) {
    await page.goto(path)
    await expect(page.locator('main#main'), path).toBeVisible()
    await test.step(path, () => expectNoAxeViolations(page))
  }
})

test('axe-core finds no violations with the menus open', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('button', { name: /^(Profil|Buka menu)$/ })
  await menu.click()
  await expectNoAxeViolations(page)
  await page.goto('/profil/struktur-organisasi')
  await page.getByRole('button', { name: 'Lihat Riwayat Pekerjaan' }).first().click()
  await expectNoAxeViolations(page)
})

/** '#rrggbb' from a computed 'rgb(r, g, b)' or 'rgba(r, g, b, a)'. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`

test('the focus ring stands out 3:1 from the background around it, light and dark', async ({
  page,
}) => {
  await page.goto('/')
  for (const target of [
    page.getByRole('link', { name: 'lihat selengkapnya >>>' }),
    page.getByRole('contentinfo').getByRole('link').first(),
    page.getByRole('link', { name: 'Lihat Produk' }),
  ]) {
    await target.focus()
    const colours = await target.evaluate((el) => {
      let node: Element | null = el.parentElement
      let background = 'rgba(0, 0, 0, 0)'
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor
        node = node.parentElement
      }
      return {
        focused: el.matches(':focus-visible'),
        outline: getComputedStyle(el).outlineColor,
        width: getComputedStyle(el).outlineWidth,
        background,
      }
    })
    expect(colours.focused).toBe(true)
    expect(parseFloat(colours.width)).toBeGreaterThanOrEqual(2)
    const ratio = contrastRatio(hex(colours.outline), hex(colours.background))
    expect(ratio, `${colours.outline} on ${colours.background}`).toBeGreaterThanOrEqual(3)
  }
})

test('the hero texts keep their contrast over every photo', async ({ page }) => {
  // Reduced motion stops the rotation, so each banner is shown by its own button.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Banner utama' })
  const tagline = hero.locator('p').first()
  const headline = hero.getByRole('heading', { level: 1 })
  for (let slide = 1; slide <= 3; slide++) {
    await hero.getByRole('button', { name: `Tampilkan banner ${slide} dari 3` }).click()
    await expect(hero.locator('[data-active="true"] img')).toHaveJSProperty('complete', true)
    await expect
      .poll(() =>
        hero
          .locator('[data-active="true"] img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0)
    for (const [text, minimum] of [
      [tagline, 4.5],
      [headline, 3], // large text: 24 px bold and up
    ] as const) {
      const colour = hex(await text.evaluate((el) => getComputedStyle(el).color))
      // What lies behind the words: the same box with the text made invisible.
      await text.evaluate((el) => el.style.setProperty('color', 'transparent'))
      const shot = await text.screenshot()
      await text.evaluate((el) => el.style.removeProperty('color'))
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
      let worst = Infinity
      for (let i = 0; i < data.length; i += info.channels) {
        const pixel = `#${[data[i], data[i + 1], data[i + 2]]
          .map((n) => n.toString(16).padStart(2, '0'))
          .join('')}`
        worst = Math.min(worst, contrastRatio(colour, pixel))
      }
      expect(worst, `banner ${slide}: ${await text.innerText()}`).toBeGreaterThanOrEqual(minimum)
    }
  }
  await expectNoAxeViolations(page)
})

test('the home page: srcset with every sizes', async ({ page }) => {
  await page.goto('/')
  const sizesWithoutSrcset = await page
    .locator('img[sizes]:not([srcset]), source[sizes]:not([srcset])')
    .count()
  expect(sizesWithoutSrcset).toBe(0)
})

// Best-practice rules, outside the WCAG tags expectNoAxeViolations runs: on a wide screen the
// header's search form stands beside the page's own search form.
test('no two landmarks named alike, the header search beside a page search', async ({ page }) => {
  for (const path of ['/', '/news', '/produk-layanan', '/cari?q=tabungan']) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page })
      .withRules(['landmark-unique', 'landmark-no-duplicate-main', 'region'])
      .analyze()
    expect(
      violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  }
})

test('the phone menu closes when the focus leaves it, so nothing it covers takes the focus @phone-only', async ({
  page,
}) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Buka menu' })
  await button.click()
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
  await expect(nav).toBeVisible()
  await expectNoAxeViolations(page)
  const links = nav.getByRole('link')
  const count = await links.count()
  // The site search comes first: its field, then its button.
  await page.keyboard.press('Tab')
  await expect(nav.locator('input[name="q"]')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('button', { name: 'Cari' })).toBeFocused()
  // Tab through every link: each stays visible (the menu is open) until the last one is left.
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    await expect(links.nth(i)).toBeFocused()
    await expect(links.nth(i)).toBeInViewport()
  }
  await page.keyboard.press('Tab')
  await expect(nav).toBeHidden()
  await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  // Shift+Tab from the button out of the header closes it too, and so does a tap outside.
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.keyboard.press('Shift+Tab')
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Buka menu' }).click()
  // Below the panel (it ends well above the bottom of a 740 px screen).
  await expect(nav).toBeVisible()
  await page.touchscreen.tap(187, 730)
  await expect(nav).toBeHidden()
})
