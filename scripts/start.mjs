// `npm start`: builds on first run, then serves the production site on PORT (default 3000).
// Runs on its embedded defaults: SQLite under data/, uploads under media/, demo content.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const port = process.env.PORT || '3000'
const env = {
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

// Rebuild when the code changed since the last build (e.g. after a git pull).
const head =
  spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || 'unknown'
const builtFrom = existsSync('.next/BUILT_FROM') ? readFileSync('.next/BUILT_FROM', 'utf8') : ''
if (!existsSync('.next/BUILD_ID') || builtFrom !== head) {
  console.log('Membangun aplikasi (beberapa menit)...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync('.next/BUILT_FROM', head)
}

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env })
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
