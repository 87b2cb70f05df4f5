// The production server of the last build, the one the image runs (scripts/serve.mjs): `next
// start` does not serve this build output (it says so at every start), so the checkout's own
// servers (`npm start`, the browser tests, the benches) run this one too. It is scripts/server.mjs,
// Next's custom server over the standalone build, which puts each request through
// src/lib/incoming-requests.ts before Next.
import { spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const standalone = path.join(root, '.next', 'standalone')

/**
 * The browser's files and the server entry beside the build, where the Dockerfile puts them (end
 * of `npm run build`).
 */
export function completeStandalone() {
  for (const [from, to] of [
    ['.next/static', '.next/static'],
    ['public', 'public'],
    ['scripts/server.mjs', 'scripts/server.mjs'],
  ]) {
    rmSync(path.join(standalone, to), { recursive: true, force: true })
    cpSync(path.join(root, from), path.join(standalone, to), { recursive: true })
  }
}

/**
 * Starts the server on `port` with `env`. It runs in .next/standalone, which every build replaces,
 * so the database and media paths (src/lib/env.ts's defaults when not given) are made absolute
 * from the checkout, where `next start` kept them.
 */
export function spawnStandalone(port, env, options = {}) {
  return spawn(process.execPath, [path.join(standalone, 'scripts', 'server.mjs')], {
    stdio: 'inherit',
    ...options,
    env: {
      ...env,
      PORT: String(port),
      // Every interface, as `next start` listened (a shell may export its machine name here).
      HOSTNAME: '0.0.0.0',
      // Idle keep-alive connections outlast a proxy's (nginx keeps upstream connections 60 s): with
      // Node's default of 5 s the server closes a socket just as a client reuses it (ECONNRESET).
      KEEP_ALIVE_TIMEOUT: '65000',
      SQLITE_PATH: path.resolve(env.SQLITE_PATH || 'data/bprs.db'),
      MEDIA_DIR: path.resolve(env.MEDIA_DIR || 'media'),
    },
  })
}

// `npm run serve`: the last build, on PORT (3000 when not set), without `npm start`'s build check.
if (import.meta.main) {
  const server = spawnStandalone(process.env.PORT || '3000', process.env)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}
