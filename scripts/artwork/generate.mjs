#!/usr/bin/env node
/**
 * Draws the site's artwork and demo files offline, from hand-written SVG rasterised with sharp:
 *
 *     node scripts/artwork/generate.mjs
 *
 * Outputs (overwritten on every run, committed to the repository):
 *   public/images/   hero, slides, login, report thumb, org chart, portraits, og image, 404
 *   public/brand/    logo.svg, logo-mark.svg, favicon.svg, favicon-32.png, icon-192/512.png, apple-icon-180.png
 *   public/          favicon.ico (16, 32 and 48 px), for clients that ask for /favicon.ico
 *   public/icons/    11 advantage icons (Material Design Icons, Apache-2.0) + LICENSE.md
 *   src/seed/files/  product & news thumbnails (JPEG) and 9 sample report PDFs
 *   tests/fixtures/  sample.pdf/png/jpg/webp/gif for upload tests
 *
 * Random choices come from seeded generators, so a run on the same machine writes the same bytes. The
 * raster images with text (org chart, OG image) depend on the fonts installed; the others hold none.
 * All bank data in the PDFs is fictitious sample data.
 */
import path from 'node:path'
import { logoMarkSvg, logoSvg, ogImage } from './brand.mjs'
import { star8 } from './draw/primitives.mjs'
import { svgDoc } from './draw/svg-doc.mjs'
import { MDI, iconSvg, iconsLicense } from './icons.mjs'
import { OUT, ROOT, ensureDirs, printSummary, raster, save, saveIco } from './output.mjs'
import { P } from './palette.mjs'
import { reportPublikasi } from './pdf/laporan-publikasi.mjs'
import { reportTahunan } from './pdf/laporan-tahunan.mjs'
import { reportTransparansi } from './pdf/laporan-transparansi.mjs'
import { samplePdf } from './pdf/sample-pdf.mjs'
import { hero1 } from './scenes/hero-1.mjs'
import { hero2 } from './scenes/hero-2.mjs'
import { hero3 } from './scenes/hero-3.mjs'
import { NEWS_ART } from './scenes/news-art.mjs'
import { orgChart } from './scenes/org-chart.mjs'
import { laporanThumb, loginSide, notFound } from './scenes/pages.mjs'
import { portrait } from './scenes/portraits.mjs'
import { PRODUCT_ART } from './scenes/product-art.mjs'
import { slide1 } from './scenes/slide-1.mjs'
import { slide2 } from './scenes/slide-2.mjs'
import { slide3 } from './scenes/slide-3.mjs'
import { thumbFrame } from './scenes/thumb-frame.mjs'

async function writeSiteArtwork() {
  const I = (f) => path.join(OUT.images, f)
  const heroes = [hero1, hero2, hero3]
  for (let i = 0; i < 3; i++) {
    await raster(heroes[i](0, 1600), I(`hero-${i + 1}.webp`), 'webp')
  }
  await raster(slide1(), I('slide-1.webp'), 'webp')
  await raster(slide2(), I('slide-2.webp'), 'webp')
  await raster(slide3(), I('slide-3.webp'), 'webp')
  await raster(loginSide(), I('login-side.webp'), 'webp')
  await raster(laporanThumb(), I('laporan-thumb.webp'), 'webp')
  const org = orgChart()
  await save(I('struktur-organisasi.svg'), Buffer.from(org + '\n'))
  await raster(org, I('struktur-organisasi.webp'), 'webp', { quality: 86 })
  for (const k of [1, 2, 3]) await raster(portrait(k), I(`pengurus-${k}.webp`), 'webp')
  await raster(ogImage(), I('og-image.png'), 'png', { palette: true })
  await raster(notFound(), I('not-found.webp'), 'webp')
}

async function writeBrand() {
  const B = (f) => path.join(OUT.brand, f)
  await save(B('logo.svg'), Buffer.from(logoSvg()))
  await save(B('logo-mark.svg'), Buffer.from(logoMarkSvg(48)))
  await save(B('favicon.svg'), Buffer.from(logoMarkSvg(32)))
  const markBig = logoMarkSvg(512)
  await raster(markBig, B('icon-512.png'), 'png')
  await raster(markBig, B('icon-192.png'), 'png', { resize: 192 })
  await raster(markBig, B('apple-icon-180.png'), 'png', { resize: 180 })
  await raster(markBig, B('favicon-32.png'), 'png', { resize: 32 })
  await saveIco(markBig, path.join(ROOT, 'public/favicon.ico'), [16, 32, 48])
}

async function writeIcons() {
  for (const k of Object.keys(MDI))
    await save(path.join(OUT.icons, `${k}.svg`), Buffer.from(iconSvg(k)))
  await save(path.join(OUT.icons, 'LICENSE.md'), Buffer.from(iconsLicense()))
}

async function writeSeedFiles() {
  const S = (f) => path.join(OUT.seed, f)
  const jpg = { quality: 80, maxBytes: 150 * 1024 }
  // one seed sequence runs through products then news, so each thumbnail's sparkles differ
  let seed = 1
  for (const [key, art] of Object.entries(PRODUCT_ART))
    await raster(
      thumbFrame(art(), { tint: 'green', seed: seed++ }),
      S(`produk-${key}.jpg`),
      'jpg',
      jpg,
    )
  let ni = 0
  for (const [key, art] of Object.entries(NEWS_ART)) {
    const tint = ni++ % 2 ? 'green' : 'gold'
    await raster(thumbFrame(art(), { tint, seed: seed++ }), S(`news-${key}.jpg`), 'jpg', jpg)
  }
  for (const y of [2023, 2024, 2025])
    await save(S(`laporan-transparansi-${y}.pdf`), reportTransparansi(y))
  for (const m of [3, 6, 9])
    await save(
      S(`laporan-publikasi-2025-${String(m).padStart(2, '0')}.pdf`),
      reportPublikasi(2025, m),
    )
  for (const y of [2022, 2023, 2024]) await save(S(`laporan-tahunan-${y}.pdf`), reportTahunan(y))
}

async function writeTestFixtures() {
  const fx = (f) => path.join(OUT.fixtures, f)
  await save(fx('sample.pdf'), samplePdf())
  const tiny = svgDoc(
    64,
    64,
    `<rect width="64" height="64" fill="${P.g700}"/>${star8(32, 32, 24, `fill="${P.gold2}"`)}`,
  )
  await raster(tiny, fx('sample.png'), 'png')
  await raster(tiny, fx('sample.jpg'), 'jpg', { quality: 85 })
  await raster(tiny, fx('sample.webp'), 'webp', { quality: 80 })
  // 1x1 transparent GIF89a, written byte by byte
  await save(
    fx('sample.gif'),
    Buffer.from([
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00,
      0x00, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
    ]),
  )
}

async function main() {
  await ensureDirs()
  await writeSiteArtwork()
  await writeBrand()
  await writeIcons()
  await writeSeedFiles()
  await writeTestFixtures()
  printSummary()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
