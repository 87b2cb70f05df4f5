// Creates a migration for each adapter: `npm run migrate:create -- <name>`.
// PostgreSQL needs a reachable DATABASE_URL (default: the local test server).
import { spawnSync } from 'node:child_process'

const name = process.argv[2] ?? 'migration'
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

for (const databaseUrl of ['', postgresUrl]) {
  const run = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
