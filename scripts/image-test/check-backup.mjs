// `npm run backup` inside the image (the compose `backup` service) against the replicas' data,
// and `npm run restore` of its archive onto an empty database and an empty bucket.
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'

import { check } from './checks.mjs'
import { onCleanup } from './cleanup.mjs'
import { docker } from './docker.mjs'
import { BUCKETS, createDatabase, PORTS } from './replicas.mjs'
import { step } from './shell.mjs'

// The image's `node` user writes the archive into the mounted folder.
const NODE_UID = 1000

/** A one-off container of the image with the replicas' settings, as `docker compose run`. */
function runOnce(image, env, backups, command) {
  const args = ['run', '--rm', '--network', 'host', '-v', `${backups}:/app/backups`]
  for (const [key, value] of Object.entries(env)) args.push('-e', `${key}=${value}`)
  return docker(...args, image, ...command)
}

/** Rows per table of a database: equal for a database and its faithful copy. */
async function rowCounts(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    const counts = {}
    for (const { tablename } of tables) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${tablename}"`)
      counts[tablename] = rows[0].n
    }
    return counts
  } finally {
    await client.end()
  }
}

async function bucketKeys(bucket) {
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${PORTS.s3}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
  return Contents.map((object) => object.Key).sort()
}

export async function checkBackup(image, replicas, database) {
  step('npm run backup inside the image')
  const backups = await mkdtemp(path.join(tmpdir(), 'bprs-image-backups-'))
  onCleanup(backups, () => rm(backups, { recursive: true, force: true }))
  await chown(backups, NODE_UID, NODE_UID)
  await runOnce(image, replicas.env, backups, ['npm', 'run', 'backup'])
  const archives = (await readdir(backups)).filter((name) => name.endsWith('.tar.gz'))
  check(archives.length === 1, 'it writes one archive', archives.join(', '))

  step('npm run restore of that archive onto an empty database and an empty bucket')
  const emptyUrl = await createDatabase(database)
  const target = { ...replicas.env, DATABASE_URL: emptyUrl, S3_BUCKET: BUCKETS.restore }
  await runOnce(image, target, backups, ['npm', 'run', 'restore', '--', `backups/${archives[0]}`])
  const [source, restored] = await Promise.all([
    rowCounts(replicas.databaseUrl),
    rowCounts(emptyUrl),
  ])
  check(
    Object.keys(source).length > 0 && JSON.stringify(restored) === JSON.stringify(source),
    `the restored database has every table with as many rows (${Object.keys(source).length} tables, ${source.news} news)`,
    JSON.stringify({ source, restored }),
  )
  const [stored, back] = await Promise.all([bucketKeys(BUCKETS.media), bucketKeys(BUCKETS.restore)])
  check(
    stored.length > 0 && JSON.stringify(back) === JSON.stringify(stored),
    `the restored bucket holds every uploaded file (${stored.length})`,
    JSON.stringify({ stored, back }),
  )
}
