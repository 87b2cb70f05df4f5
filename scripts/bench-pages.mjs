// `npm run bench` (second half): each public page's and API list's requests/s and p99 at 50
// connections (wrk, gzip), beside nginx serving the very same bytes, in one run on 127.0.0.1.
// Serves the production build (run `npm run build` first) on a throw-away seeded database.
// Targets, as ratios from one run: every page ≥ 25 % of nginx's rate, every API list p99 < 50 ms.
// A last column shows the same URLs through deploy/nginx/bprs.conf itself in front of the app,
// caching its public answers as production does. Beside each run, what the server went through
// (scripts/bench/server-monitor.mjs): its longest event-loop stop and its largest heap. Last, an
// uncached route at 5 connections for BENCH_UNCACHED_SECONDS (60): its p99 within 5x its median,
// no event-loop stop over 50 ms, and a heap as low at the end as at the start; then, with no
// target, how much of each request outlived the young generation's collections.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { benchNginx } from './nginx-site.mjs'

const port = process.env.BENCH_PORT || '3102'
const nginxPort = process.env.BENCH_NGINX_PORT || '3103'
const proxyPort = process.env.BENCH_PROXY_PORT || '3104'
const seconds = process.env.BENCH_SECONDS || '5'
const base = `http://127.0.0.1:${port}`
const PAGE_RATIO_TARGET = 0.25
const API_P99_TARGET_MS = 50
const uncachedSeconds = Number(process.env.BENCH_UNCACHED_SECONDS || '60')
const UNCACHED_P99_OVER_MEDIAN = 5
const LOOP_STOP_TARGET_MS = 50
/** How much higher the heap's low point may be at the end of the uncached run than at its start. */
const HEAP_GROWTH_ALLOWED = 1.2

function ensureTools() {
  const missing = ['wrk', 'nginx'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status,
  )
  if (missing.length === 0) return
  console.log(`Memasang ${missing.join(', ')} (apt-get)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  })
  if (install.status !== 0) {
    console.error(`apt-get could not install ${missing.join(', ')}; the bench needs them.`)
    process.exit(1)
  }
}

const children = []
function startGroup(command, args, env) {
  const child = spawn(command, args, { env, stdio: 'ignore', detached: true })
  children.push(child)
  return child
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer`)
}

const scale = { us: 0.001, ms: 1, s: 1000 }
const latency = (stdout, percent) => {
  const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)\\b`).exec(stdout)
  return match ? Number(match[1]) * scale[match[2]] : NaN
}

/** wrk's requests/s, median and p99 (ms) for one URL, and when it ran. */
function wrk(url, { connections = 50, duration = seconds } = {}) {
  const from = Date.now()
  const run = spawnSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8' },
  )
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout)?.[1] ?? 0)
  const p50 = latency(run.stdout, 50)
  const p99 = latency(run.stdout, 99)
  return { rate, p50, p99, non2xx, from, to: Date.now() }
}

/** The server's own seconds (scripts/bench/server-monitor.mjs) during a wrk run. */
function serverSeconds({ from, to }) {
  if (!existsSync(monitorFile)) return []
  return readFileSync(monitorFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((sample) => sample.at > from && sample.at <= to + 1000)
}

const most = (samples, key) => Math.max(0, ...samples.map((sample) => sample[key]))

ensureTools()
// The answers nginx serves as files; its workers run as `nobody`.
const root = mkdtempSync(path.join(tmpdir(), 'bprs-bench-'))
chmodSync(root, 0o755)
const monitorFile = path.join(root, 'server-monitor.jsonl')
const monitor = pathToFileURL(path.resolve(import.meta.dirname, 'bench/server-monitor.mjs')).href

// Every request goes to 127.0.0.1. The server listens on every interface: bound to one address,
// Next's server proxies its own rewrites (src/proxy.ts) to that address as an outside URL.
startGroup('node', ['scripts/e2e-server.mjs'], {
  ...process.env,
  E2E_PORT: port,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${monitor}`.trim(),
  BENCH_MONITOR_FILE: monitorFile,
})
await waitFor(`${base}/readyz`)

const [produk] = await (await fetch(`${base}/api/produk`)).json()
const [news] = await (await fetch(`${base}/api/news`)).json()
const targets = [
  ['/', 'page'],
  ['/produk-layanan', 'page'],
  [`/produk/${produk.slug}`, 'page'],
  ['/news', 'page'],
  [`/news/${news.slug}`, 'page'],
  ['/laporan-publikasi', 'page'],
  ['/tabelsimulasi', 'page'],
  ['/profil/visi-misi', 'page'],
  ['/profil/sejarah-singkat', 'page'],
  ['/profil/struktur-organisasi', 'page'],
  ['/news1', 'page'],
  ['/color-guide', 'page'],
  ['/halaman-yang-tidak-ada', 'page'],
  ['/news/rss.xml', 'page'],
  ['/sitemap.xml', 'page'],
  ['/api/produk', 'api'],
  ['/api/news', 'api'],
  ['/api/laporan', 'api'],
]

// nginx gets each answer's exact bytes, served with the same type and gzip; the last column goes
// through the shipped config (scripts/nginx-site.mjs).
const site = await benchNginx({
  appPort: Number(port),
  proxyPort: Number(proxyPort),
  filesPort: Number(nginxPort),
  root,
})
const files = []
for (const [i, [urlPath]] of targets.entries()) {
  let res
  for (let k = 0; k < 3; k++)
    res = await fetch(base + urlPath, { headers: { accept: 'text/html' } })
  const type = (res.headers.get('content-type') ?? 'text/html').split(';')[0]
  const ext = { 'application/json': 'json', 'application/xml': 'xml' }[type] ?? 'html'
  const name = `${i}.${ext}`
  writeFileSync(path.join(root, name), Buffer.from(await res.arrayBuffer()))
  files.push({ name, status: res.status })
}
startGroup(
  'nginx',
  ['-c', site.config, '-e', path.join(site.dir, 'error.log'), '-g', 'daemon off;'],
  process.env,
)
await waitFor(`http://127.0.0.1:${nginxPort}/${files[0].name}`)

console.log(`\nwrk -t2 -c50 -d${seconds}s, gzip, 127.0.0.1; nginx serves the same bytes\n`)
console.log(
  'path                                app req/s   app p99 ms   nginx req/s   ratio   target            behind nginx cache req/s  p99 ms   app loop stop ms  heap MB  GC ms  full GCs',
)
let failures = 0
for (const [i, [urlPath, kind]] of targets.entries()) {
  const app = wrk(base + urlPath)
  const ref = wrk(`http://127.0.0.1:${nginxPort}/${files[i].name}`)
  const server = serverSeconds(app)
  const proxied = wrk(`http://127.0.0.1:${proxyPort}${urlPath}`)
  const ratio = ref.rate ? app.rate / ref.rate : 0
  const ok = kind === 'api' ? app.p99 < API_P99_TARGET_MS : ratio >= PAGE_RATIO_TARGET
  if (!ok) failures++
  const goal = kind === 'api' ? `p99<${API_P99_TARGET_MS}` : `≥${PAGE_RATIO_TARGET * 100}%`
  console.log(
    [
      urlPath.slice(0, 34).padEnd(34),
      app.rate.toFixed(0).padStart(11),
      app.p99.toFixed(1).padStart(12),
      ref.rate.toFixed(0).padStart(13),
      `${(ratio * 100).toFixed(1)}%`.padStart(7),
      `${ok ? 'ok' : 'MISSED'} ${goal}`.padStart(16),
      proxied.rate.toFixed(0).padStart(28),
      proxied.p99.toFixed(1).padStart(8),
      most(server, 'loopMaxMs').toFixed(0).padStart(18),
      most(server, 'heapMb').toFixed(0).padStart(8),
      most(server, 'gcMaxMs').toFixed(0).padStart(6),
      String(server.reduce((sum, sample) => sum + sample.majorGcs, 0)).padStart(9),
      app.non2xx && files[i].status < 400 ? `  (${app.non2xx} non-2xx)` : '',
    ].join(' '),
  )
}

// An answer no cache holds: each one runs the whole of Next's request path.
const uncachedPath = '/api/cari'
console.log(`\n${uncachedPath} (never cached) at 5 connections for ${uncachedSeconds} s`)
const uncached = wrk(base + uncachedPath, { connections: 5, duration: uncachedSeconds })
const seconds5 = serverSeconds(uncached)
const quarter = Math.max(1, Math.floor(seconds5.length / 4))
const heapLow = (samples) => Math.min(...samples.map((sample) => sample.heapMb))
const heapStart = heapLow(seconds5.slice(0, quarter))
const heapEnd = heapLow(seconds5.slice(-quarter))
const uncachedChecks = [
  [
    `p99 ${uncached.p99.toFixed(1)} ms, median ${uncached.p50.toFixed(1)} ms`,
    uncached.p99 <= UNCACHED_P99_OVER_MEDIAN * uncached.p50,
    `p99 ≤ ${UNCACHED_P99_OVER_MEDIAN}× median`,
  ],
  [
    `longest event-loop stop ${most(seconds5, 'loopMaxMs').toFixed(0)} ms, longest GC ${most(seconds5, 'gcMaxMs').toFixed(0)} ms, ${seconds5.reduce((sum, sample) => sum + sample.majorGcs, 0)} full GCs`,
    most(seconds5, 'loopMaxMs') <= LOOP_STOP_TARGET_MS,
    `≤ ${LOOP_STOP_TARGET_MS} ms`,
  ],
  [
    `heap low point ${heapStart.toFixed(0)} MB in the first quarter, ${heapEnd.toFixed(0)} MB in the last (peak ${most(seconds5, 'heapMb').toFixed(0)} MB)`,
    seconds5.length > 0 && heapEnd <= heapStart * HEAP_GROWTH_ALLOWED,
    `flat (≤ +${Math.round((HEAP_GROWTH_ALLOWED - 1) * 100)} %)`,
  ],
]
console.log(`  ${uncached.rate.toFixed(0)} req/s`)
for (const [figure, ok, goal] of uncachedChecks) {
  if (!ok) failures++
  console.log(`  ${figure.padEnd(86)} ${ok ? 'ok' : 'MISSED'} ${goal}`)
}
// No target: what outlives the young generation's collections is what each of them copies, and
// so the length of the stops behind the p99 (docs/benchmarks.md, "The uncached route's tail").
const growing = seconds5.filter((sample) => typeof sample.oldSpaceGrowthMb === 'number')
if (growing.length > 0 && uncached.rate > 0) {
  const mbPerSecond =
    growing.reduce((sum, sample) => sum + sample.oldSpaceGrowthMb, 0) / growing.length
  console.log(
    `  kept past a young-generation collection: ${((mbPerSecond * 1024) / uncached.rate).toFixed(1)} KB per request (old space +${mbPerSecond.toFixed(1)} MB/s between full GCs)`,
  )
}
console.log(failures ? `\n${failures} target(s) missed` : '\nevery target met')
stopAll()
for (const folder of [root, site.dir]) rmSync(folder, { recursive: true, force: true })
process.exit(failures ? 1 : 0)
