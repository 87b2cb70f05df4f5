// Serves the production build for the browser tests on a throw-away database and media folder,
// seeded with the demo content and a known administrator password.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { spawnStandalone } from './standalone-server.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'bprs-e2e-'))
// Next keeps unstable_cache entries in .next/cache across restarts; they hold another database's
// content, and only this database's hooks could expire them.
rmSync(path.join('.next', 'standalone', '.next', 'cache', 'fetch-cache'), {
  recursive: true,
  force: true,
})
const port = process.env.E2E_PORT || '3100'
const server = spawnStandalone(port, {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  // One instance: its cache and login throttle stay in memory, gone with the run.
  REDIS_URL: '',
  SQLITE_PATH: path.join(dir, 'e2e.db'),
  MEDIA_DIR: path.join(dir, 'media'),
  SITE_URL: `http://localhost:${port}`,
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'rahasia-e2e-123',
  SEED_DEMO: 'true',
  // Lets a test ask for a failed read with a request header (src/lib/fault-injection.ts).
  E2E_FAULTS: 'true',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
