// Lighthouse (mobile preset) on every public page of a running production server, plus each
// page's first-load JavaScript. Usage: node scripts/audit-lighthouse.mjs [baseUrl] [runs] [path…]
// (the paths default to every public page). LIGHTHOUSE_PRESET=desktop audits at 1280 px (Lighthouse's
// desktop preset) instead of the mobile one.
// Each page is audited `runs` times (default 3) and the run with the median performance score is
// shown, as Lighthouse advises: one run on a busy machine says little.
// Targets (DESIGN.md): performance ≥ 95, accessibility, best practices and SEO 100; JS ≤ 150 KB gzip.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { firstLoadJs } from './first-load-js.mjs'

const base = process.argv[2] ?? 'http://localhost:3100'
const runs = Math.max(1, Number(process.argv[3] ?? 3))
const onlyPaths = process.argv.slice(4)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const config = process.env.LIGHTHOUSE_PRESET === 'desktop' ? desktopConfig : undefined

/** Every public page; a product and an article from the sitemap, so the audit needs no
 * knowledge of the data. */
async function samplePaths() {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const produk = paths.find((p) => p.startsWith('/produk/'))
  const news = paths.find((p) => p.startsWith('/news/'))
  if (!produk || !news) throw new Error('The sitemap lists no product or no article.')
  return [
    '/',
    '/produk-layanan',
    produk,
    '/news',
    news,
    '/laporan-publikasi',
    '/tabelsimulasi',
    '/profil/visi-misi',
    '/profil/sejarah-singkat',
    '/profil/struktur-organisasi',
    '/ajukan-pembiayaan',
    '/hubungi-kami',
    `${produk}/ringkasan`,
    '/tarif-dan-biaya',
    '/tingkat-bagi-hasil',
    '/layanan-pengaduan',
    '/layanan-pengaduan/status',
    '/whistleblowing',
    '/whistleblowing/tindak-lanjut',
    '/kebijakan-privasi',
  ]
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

const rows = []
const jsCache = new Map()
try {
  for (const path of onlyPaths.length ? onlyPaths : await samplePaths()) {
    const url = new URL(path, base).toString()
    // The default config is Lighthouse's mobile preset (Moto G Power, simulated slow 4G).
    const results = []
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        },
        config,
      )
      results.push(lhr)
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const { categories, audits } = results[Math.floor(results.length / 2)]
    const perfRange = results.map((r) => Math.round(r.categories.performance.score * 100))
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    const js = await firstLoadJs(base, path, jsCache)
    const scriptTransfer = audits['resource-summary']?.details?.items?.find(
      (i) => i.resourceType === 'script',
    )
    rows.push({
      page: path.length > 34 ? `${path.slice(0, 33)}…` : path,
      perf: Math.round(categories.performance.score * 100),
      'perf runs': perfRange.join('/'),
      a11y: Math.round(categories.accessibility.score * 100),
      bp: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      LCP: audits['largest-contentful-paint'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      'JS gzip KB': (js.bytes / 1024).toFixed(1),
      'JS sent KB': scriptTransfer ? (scriptTransfer.transferSize / 1024).toFixed(1) : '',
      failing: failing.join(' '),
    })
  }
} finally {
  await chrome.kill()
}

console.table(rows)
console.log('JS gzip KB: the <script src> files in the HTML (noModule excluded), gzip -9, summed.')
console.log('JS sent KB: what Lighthouse saw transferred for scripts during the load.')
