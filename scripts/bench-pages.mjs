// Prints response times of the public pages and API lists, served by the production build
// (run `npm run build` first) on a throw-away seeded database. Loopback only, bounded runs.
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'

const port = process.env.BENCH_PORT || '3102'
const base = `http://127.0.0.1:${port}`
const paths = [
  '/',
  '/produk-layanan',
  '/news',
  '/laporan-publikasi',
  '/tabelsimulasi',
  '/api/produk',
  '/api/news',
]
const RUNS = 40

const server = spawn('node', ['scripts/e2e-server.mjs'], {
  env: { ...process.env, E2E_PORT: port },
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stop)

async function waitReady() {
  for (let i = 0; i < 180; i++) {
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('server did not become ready')
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]

await waitReady()
console.log(`page                    median ms   p95 ms   html gzip KB   (${RUNS} runs each)`)
for (const path of paths) {
  let body = ''
  for (let i = 0; i < 3; i++) body = await (await fetch(base + path)).text()
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const res = await fetch(base + path)
    await res.arrayBuffer()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const kb = (gzipSync(body).length / 1024).toFixed(1)
  console.log(
    `${path.padEnd(24)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${kb.padStart(15)}`,
  )
}
stop()
process.exit(0)
