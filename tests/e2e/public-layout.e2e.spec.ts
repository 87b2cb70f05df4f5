import { expect, expectNoAxeViolations, test } from './fixtures'
import { isPhone, listNews, listProduk, publicPaths } from './public-helpers'

test.describe('site layout', () => {
  test('the header links to every section and marks the current page', async ({ page }) => {
    await page.goto('/news')
    if (isPhone(page)) await page.getByRole('button', { name: 'Buka menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    for (const [name, href] of [
      ['Home', '/'],
      ['Produk dan Layanan', '/produk-layanan'],
      ['Laporan', '/laporan-publikasi'],
      ['News', '/news'],
      ['Simulasi', '/tabelsimulasi'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the Profil dropdown works with the keyboard @desktop-only', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Profil' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Visi, Misi dan Motto' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: 'Visi, Misi dan Motto' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: 'Sejarah Singkat' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(page.getByRole('link', { name: 'Sejarah Singkat' })).toBeHidden()
  })

  test('the Profil dropdown opens by click, closes outside, and navigates @desktop-only', async ({
    page,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Profil' })
    await button.click()
    await expect(page.getByRole('link', { name: 'Struktur Organisasi' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('link', { name: 'Struktur Organisasi' })).toBeHidden()
    await button.click()
    await page.getByRole('link', { name: 'Struktur Organisasi' }).click()
    await expect(page).toHaveURL('/profil/struktur-organisasi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Struktur Organisasi')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  // The menu button shows below 1024 px only, so the desktop project leaves this one out.
  test('the phone menu opens by tap, lists the profile pages and closes on navigation @phone-only', async ({
    page,
  }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Buka menu' })
    await menuButton.tap()
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    await expect(nav.getByRole('link', { name: 'Sejarah Singkat' })).toBeVisible()
    await nav.getByRole('link', { name: 'Sejarah Singkat' }).tap()
    await expect(page).toHaveURL('/profil/sejarah-singkat')
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/produk-layanan')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('the footer shows about text, contact, statements and 4 random products and news', async ({
    page,
    request,
  }) => {
    const produkSlugs = new Set((await listProduk(request)).map((p) => p.slug))
    const newsSlugs = new Set((await listNews(request)).map((n) => n.slug))
    const seen = new Set<string>()
    for (let visit = 0; visit < 4; visit++) {
      await page.goto('/news1')
      const footer = page.getByRole('contentinfo')
      // The page is cached for everyone; the picks are made in the browser after hydration.
      await expect(footer.locator('ul[data-picked]')).toHaveCount(2)
      await expect(footer.getByText(/bank syariah yang melayani/)).toBeVisible()
      await expect(footer.getByText('Jalan Ngasem No. 52A', { exact: false }).first()).toBeVisible()
      await expect(footer.getByRole('link', { name: /\(0274\)/ })).toHaveAttribute('href', /^tel:/)
      await expect(footer.getByText(/diawasi oleh Otoritas Jasa Keuangan/)).toBeVisible()
      await expect(footer.getByText(/Rp\. 2 Miliar/)).toBeVisible()
      const produkLinks = footer
        .getByRole('navigation', { name: 'Produk dan Layanan' })
        .getByRole('link')
      const newsLinks = footer.getByRole('navigation', { name: 'News' }).getByRole('link')
      await expect(produkLinks).toHaveCount(4)
      await expect(newsLinks).toHaveCount(4)
      const picks = [
        ...(await produkLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
        ...(await newsLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
      ] as string[]
      for (const href of picks) {
        const [, kind, slug] = href.split('/')
        expect(kind === 'produk' ? produkSlugs.has(slug) : newsSlugs.has(slug)).toBe(true)
      }
      seen.add(picks.join(' '))
    }
    // Random per visit: four visits showing the very same eight links would be a fixed list.
    expect(seen.size).toBeGreaterThan(1)
  })

  test('an unknown URL gets a helpful 404 page inside the layout', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-ada/sama-sekali')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  })

  test('without JavaScript every 404 has the header and the footer of every page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/any-unknown-path', '/tidak/ada/sama-sekali', '/produk/tidak-ada']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('banner'), path).toBeVisible()
      await expect(page.getByRole('main'), path).toBeVisible()
      const footer = page.locator('footer')
      await expect(footer, path).toHaveCount(1)
      await expect(footer.getByText(/diawasi oleh Otoritas Jasa Keuangan/), path).toBeVisible()
      await expect(footer.getByRole('link', { name: /\(0274\)/ }), path).toBeVisible()
    }
    await context.close()
  })

  test('no page scrolls sideways', async ({ page, request }) => {
    const [produk] = await listProduk(request)
    const [news] = await listNews(request)
    for (const path of publicPaths(produk.slug, news.slug)) {
      await page.goto(path)
      const { scroll, width } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
      }))
      expect(scroll, path).toBeLessThanOrEqual(width)
    }
  })
})
