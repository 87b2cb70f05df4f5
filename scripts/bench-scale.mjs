// `npm run bench:scale`: what a first visit after a save costs as the content grows. For each
// adapter it serves the production build (run `npm run build` first) on a throw-away database,
// seeded with the demo content, measures every public page, API page, feed, sitemap and admin
// list, then grows the same database to the full size (100,000 news, 10,000 products, 10,000
// reports by default) and measures again, in one run. Prints each figure at both sizes and their
// ratio, and `/` and `/news` under 50 connections, quiet and while a news item is saved every 2 s.
// Targets, as ratios: first visit ≤ 2× demo (+30 ms), list/API pages ≤ 115 % of demo bytes,
// admin screens ≤ 2× time and ≤ 150 % bytes, throughput while publishing ≥ 50 % of quiet,
// server memory ≤ 150 %.
import { parseArgs } from 'node:util'

import { fillDatabase } from './bench-scale/fill.mjs'
import {
  firstVisitAfterSave,
  pickNews,
  signIn,
  visit,
  wrk,
  wrkWhilePublishing,
} from './bench-scale/measure.mjs'
import { freshDatabase, rssMb, startServer } from './bench-scale/server.mjs'

// `npm run bench:scale -- --news 1000000 [--produk N] [--laporan N] [--adapters postgres]`; the
// BENCH_* variables give the same.
const { values: args } = parseArgs({
  options: {
    news: { type: 'string' },
    produk: { type: 'string' },
    laporan: { type: 'string' },
    adapters: { type: 'string' },
  },
})
const SIZES = {
  news: Number(args.news ?? process.env.BENCH_NEWS ?? 100_000),
  produk: Number(args.produk ?? process.env.BENCH_PRODUK ?? 10_000),
  laporan: Number(args.laporan ?? process.env.BENCH_LAPORAN ?? 10_000),
}
const ADAPTERS = (args.adapters ?? process.env.BENCH_ADAPTERS ?? 'sqlite,postgres').split(',')
// The bound for filling the largest size.
const FILL_MINUTES_MAX = 15
const PORT = Number(process.env.BENCH_PORT || 3500)
const SECONDS = Number(process.env.BENCH_SECONDS || 10)

/** What is measured: [label, path, kind]; a kind's targets are checked below. */
function urls(counts, slugs) {
  const last = (total, size) => Math.max(1, Math.ceil(total / size))
  const middle = (total, size) => Math.max(1, Math.ceil(last(total, size) / 2))
  return [
    ['home', '/', 'page'],
    ['news list', '/news', 'list'],
    ['news list, middle page', `/news?page=${middle(counts.news, 9)}`, 'list'],
    ['news list, last page', `/news?page=${last(counts.news, 9)}`, 'list'],
    ['news search', '/news?q=an', 'list'],
    ['news search, a common word', '/news?q=syariah', 'list'],
    ['news search, a rare word', '/news?q=12345', 'list'],
    ['news category + search', '/news?kategori=Emas&q=emas', 'list'],
    ['news article', `/news/${slugs.news}`, 'page'],
    ['products', '/produk-layanan', 'list'],
    ['products, middle page', `/produk-layanan?page=${middle(counts.produk, 12)}`, 'list'],
    ['product', `/produk/${slugs.produk}`, 'page'],
    ['reports', '/laporan-publikasi', 'list'],
    ['report archive', '/laporan-publikasi/publikasi', 'list'],
    ['RSS feed', '/news/rss.xml', 'feed'],
    ['sitemap', '/sitemap.xml', 'feed'],
    ['sitemap file', '/sitemap/news-1.xml', 'feed'],
    ['API news page', '/api/news?page=1&limit=10', 'list'],
    ['API news page, deep', `/api/news?page=${middle(counts.news, 10)}&limit=10`, 'list'],
    ['API news search', '/api/news?page=1&limit=10&q=an', 'list'],
    ['API products page', '/api/produk?page=1&limit=10', 'list'],
    ['API reports page', '/api/laporan?page=1&limit=10&jenis=Tahunan', 'list'],
    ['admin dashboard', '/admin/dashboard', 'admin'],
    ['admin news', '/admin/news', 'admin'],
    ['admin news by title', '/admin/news?sort=judul&dir=asc', 'admin'],
    ['admin news by date', '/admin/news?sort=dibuatPada&dir=asc', 'admin'],
    ['admin news by size', '/admin/news?sort=ukuran&dir=desc', 'admin'],
    ['admin news searched', '/admin/news?q=syariah', 'admin'],
    ['admin news drafts', '/admin/news?status=draf', 'admin'],
    ['site search API', '/api/cari?q=pembiayaan%20syariah', 'list'],
    ['admin products', '/admin/produk', 'admin'],
    ['admin reports', '/admin/laporan', 'admin'],
  ]
}

async function measure(server, counts) {
  const token = await signIn(server.base)
  const news = await pickNews(server.base)
  const produk = (await (await fetch(`${server.base}/api/produk?page=1&limit=1`)).json())[0]
  const rows = []
  for (const [label, path, kind] of urls(counts, { news: news.slug, produk: produk?.slug })) {
    const headers = kind === 'admin' ? { Cookie: `payload-token=${token}` } : {}
    rows.push({
      label,
      path,
      kind,
      ...(await firstVisitAfterSave(server.base, token, news, path, headers)),
    })
  }
  const rss = rssMb(server.pid)
  const load = {}
  for (const path of ['/', '/news']) {
    const quiet = await wrk(`${server.base}${path}`, SECONDS)
    const busy = await wrkWhilePublishing(
      server.base,
      token,
      news,
      `${server.base}${path}`,
      SECONDS,
    )
    load[path] = { quiet, busy }
  }
  return { rows, rss, load }
}

const pct = (a, b) => `${Math.round((a / b) * 100)} %`
const failures = []

function report(adapter, demo, full, counts) {
  console.log(
    `\n## ${adapter}: demo size beside ${counts.news} news, ${counts.produk} products, ${counts.laporan} reports\n`,
  )
  console.log('| | first visit demo | full | ratio | bytes demo | full | ratio | status |')
  console.log('|---|---|---|---|---|---|---|---|')
  full.rows.forEach((row, i) => {
    const d = demo.rows[i]
    const timeOk = row.kind === 'admin' ? row.ms <= 2 * d.ms : row.ms <= 2 * d.ms + 30
    const bytesOk =
      row.kind === 'admin'
        ? row.bytes <= 1.5 * d.bytes
        : row.kind === 'list'
          ? row.bytes <= 1.15 * d.bytes
          : true
    if (!timeOk || !bytesOk || row.status >= 500 || row.status === 0)
      failures.push(`${adapter} ${row.label}`)
    console.log(
      `| ${row.label} \`${row.path}\` | ${d.ms.toFixed(0)} ms | ${row.ms.toFixed(0)} ms | ${(row.ms / d.ms).toFixed(2)}× ${timeOk ? '' : '✗'} | ${(d.bytes / 1024).toFixed(0)} KB | ${(row.bytes / 1024).toFixed(0)} KB | ${pct(row.bytes, d.bytes)} ${bytesOk ? '' : '✗'} | ${d.status}/${row.status} |`,
    )
  })
  // Judged on the processes' own memory: mapped database pages are the file's, not a held list.
  const rssOk = full.rss.anonymous <= 1.5 * demo.rss.anonymous
  if (!rssOk) failures.push(`${adapter} memory`)
  const mb = (r) => `${r.total.toFixed(0)} MB (own ${r.anonymous.toFixed(0)} MB)`
  console.log(
    `\nServer RSS after every list: ${mb(demo.rss)} → ${mb(full.rss)}: ${pct(full.rss.total, demo.rss.total)}, own ${pct(full.rss.anonymous, demo.rss.anonymous)} ${rssOk ? '' : '✗'}`,
  )
  console.log(
    '\n| 50 connections | demo quiet | demo publishing | full quiet | full publishing | publishing ÷ quiet (full) |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const path of Object.keys(full.load)) {
    const fmt = (r) => `${r.rate.toFixed(0)} req/s, p99 ${r.p99.toFixed(0)} ms`
    const d = demo.load[path]
    const f = full.load[path]
    const ok = f.busy.rate >= 0.5 * f.quiet.rate
    if (!ok) failures.push(`${adapter} ${path} while publishing`)
    console.log(
      `| \`${path}\` | ${fmt(d.quiet)} | ${fmt(d.busy)} | ${fmt(f.quiet)} | ${fmt(f.busy)} | ${pct(f.busy.rate, f.quiet.rate)} ${ok ? '' : '✗'} |`,
    )
  }
}

for (const [index, adapter] of ADAPTERS.entries()) {
  const database = await freshDatabase(adapter, `bench_scale_${process.pid}`)
  try {
    let server = await startServer(database, PORT + index)
    await visit(server.base, '/')
    const demoCounts = await fillDatabase(database.target, { news: 0, produk: 0, laporan: 0 })
    const demo = await measure(server, demoCounts)
    const fillStarted = Date.now()
    const counts = await fillDatabase(database.target, SIZES)
    const fillMinutes = (Date.now() - fillStarted) / 60_000
    if (fillMinutes > FILL_MINUTES_MAX) failures.push(`${adapter} fill`)
    console.log(`${adapter}: filled in ${fillMinutes.toFixed(1)} min (bound ${FILL_MINUTES_MAX})`)
    // A fresh process, so memory and caches start as they would after a deploy.
    await server.stop()
    server = await startServer(database, PORT + index)
    await visit(server.base, '/')
    const full = await measure(server, counts)
    await server.stop()
    report(adapter, demo, full, counts)
  } finally {
    await database.drop()
  }
}
console.log(failures.length ? `\nOff target: ${failures.join('; ')}` : '\nevery target met')
process.exitCode = failures.length ? 1 : 0
