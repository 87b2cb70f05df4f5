// `npm start`: builds on first run, then serves the production site on PORT (default 3000).
// Runs on its embedded defaults: SQLite under data/, uploads under media/, demo content.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { withBuildLock } from './build-lock.mjs'
import { spawnStandalone } from './standalone-server.mjs'

const port = process.env.PORT || '3000'
const env = {
  // The quick start shows a filled-in site; a production deployment starts empty.
  SEED_DEMO: 'true',
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
}

// Production refuses to run without a secret; a local install gets one generated and kept.
if (!env.PAYLOAD_SECRET) {
  const file = 'data/.payload-secret'
  mkdirSync('data', { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

// Rebuild when the code changed since the last build (e.g. after a git pull). `npm run build`
// marks what it built (scripts/mark-build.mjs), so a build made by hand counts too. Two starts at
// once build one at a time: the second waits for the first and then finds the build done.
const head =
  spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || 'unknown'
const isCurrent = () =>
  existsSync('.next/standalone/scripts/server.mjs') &&
  existsSync('.next/BUILT_FROM') &&
  readFileSync('.next/BUILT_FROM', 'utf8').trim() === head

if (!isCurrent()) {
  const status = withBuildLock('.build-lock', () => {
    if (isCurrent()) return 0
    console.log('Membangun aplikasi (beberapa menit)...')
    return spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env }).status ?? 1
  })
  if (status !== 0) process.exit(status)
}

const server = spawnStandalone(port, env)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Payload initialises lazily; one request runs migrations and the seed before visitors arrive.
const warmUp = async () => {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (res.ok) return console.log(`Situs siap di ${env.SITE_URL}`)
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
}
void warmUp()
