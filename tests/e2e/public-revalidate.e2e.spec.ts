import { ADMIN, expect, test } from './fixtures'
import { listProduk, readJsonLd } from './public-helpers'

/*
 * The public pages read cached content; the product hooks expire that cache. So a change made
 * through the API must show at once on the list, the detail page and the sitemap-backed pages,
 * without a restart or a rebuild. The title also carries markup, which must stay plain text.
 */
test('changing a product through the API shows on the public pages at once', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const produk =
    (await listProduk(request)).find((p) => p.slug === 'tabungan-wadiah') ??
    (await listProduk(request))[0]
  // Warm the caches first, so the test proves they are expired rather than never filled.
  await page.goto(`/produk/${produk.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(produk.judul)
  await page.goto('/produk-layanan')

  const changed = `${produk.judul} Plus <b>Baru</b> </script>`
  const form = (judul: string, subJudul: string) => ({
    multipart: {
      judul,
      subJudul,
      deskripsi: produk.deskripsi,
      keunggulan: JSON.stringify(produk.keunggulan.map((k) => ({ icon: k.ikon, label: k.label }))),
    },
  })
  try {
    const put = await request.put(
      `/api/produk/${produk._id}`,
      form(changed, 'Sub judul yang diperbarui'),
    )
    expect(put.status(), await put.text()).toBe(200)

    // No waiting: the service expired the cache once the write had committed, before answering.
    await page.goto(`/produk/${produk.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
    await expect(page.getByText('Sub judul yang diperbarui', { exact: true })).toBeVisible()
    expect(await page.locator('main h1 b').count()).toBe(0)
    const product = (await readJsonLd(page)).find((n) => n['@type'] === 'FinancialProduct')
    expect(product?.name).toBe(changed)

    await page.goto(`/produk-layanan?q=${encodeURIComponent('Plus <b>')}`)
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([
      changed,
    ])
  } finally {
    const restore = await request.put(
      `/api/produk/${produk._id}`,
      form(produk.judul, produk.subJudul),
    )
    expect(restore.status()).toBe(200)
  }
  await page.goto(`/produk/${produk.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(produk.judul)
})
