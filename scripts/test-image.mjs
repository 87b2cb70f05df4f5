// `npm run test:image`: builds the repository's Dockerfile for real and runs the image as the
// docs/production.md does: alone on SQLite, then two replicas behind nginx on
// PostgreSQL, Redis and an S3 server, then backup and restore inside it. Starts dockerd when none
// answers and makes the base image here when the registry cannot serve it (scripts/image-test/).
// Needs root (or a running Docker engine), DATABASE_URL and Redis; see docs/production.md.
import { randomBytes } from 'node:crypto'

import { buildAppImage } from './image-test/app-image.mjs'
import { baseImage } from './image-test/base-image.mjs'
import { checkBackup } from './image-test/check-backup.mjs'
import { checkImportCommand } from './image-test/check-import.mjs'
import { checkReplicas } from './image-test/check-replicas.mjs'
import { checkSqliteAlone } from './image-test/check-sqlite.mjs'
import { passedChecks } from './image-test/checks.mjs'
import { cleanUp } from './image-test/cleanup.mjs'
import { ensureDocker } from './image-test/docker.mjs'
import { postgresServer, startReplicas } from './image-test/replicas.mjs'
import { step } from './image-test/shell.mjs'

const run = randomBytes(4).toString('hex')
// Containers, volumes and Redis keys of this run; its databases are image_<run>…
const prefix = `bprs-image-${run}`

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    step(`${signal}: cleaning up`)
    await cleanUp()
    process.exit(130)
  })
}

const started = Date.now()
let failure
const figures = []
try {
  postgresServer()
  await ensureDocker()
  const baseStarted = Date.now()
  const base = await baseImage()
  const baseSeconds = Math.round((Date.now() - baseStarted) / 1000)
  figures.push(`base image ${base.tag}: ${base.how}, ready in ${baseSeconds} s`)
  const image = await buildAppImage(base.tag, `bprs-website:${prefix}`)
  figures.push(`image: ${Math.round(image.bytes / 1e6)} MB, built in ${image.seconds} s`)
  await checkSqliteAlone(image.tag, prefix)
  const replicas = await startReplicas(image.tag, prefix, `image_${run}`)
  await checkReplicas(replicas, prefix)
  await checkImportCommand(replicas)
  await checkBackup(image.tag, replicas, `image_${run}_restore`)
} catch (error) {
  failure = error
}
step('Cleaning up')
await cleanUp()

step('Result')
figures.push(`the whole test: ${Math.round((Date.now() - started) / 1000)} s`)
for (const line of figures) console.log(`  ${line}`)
if (failure) console.error(`\n${failure.stack ?? failure}\n`)
console.log(`${passedChecks()} passed, ${failure ? 1 : 0} failed`)
process.exit(failure ? 1 : 0)
