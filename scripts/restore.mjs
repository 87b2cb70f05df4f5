// `npm run restore -- <archive> [--force]`: brings a backup of scripts/backup.mjs back onto this
// installation (the same variables as the app). Checks every checksum before touching anything,
// and refuses a database or media store that already holds data unless --force is given, which
// replaces it. Stop the app instances first; clear the page caches (Redis, nginx) after.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { readManifest, unpack, verify } from './backup/archive.mjs'
import { configuredDatabase } from './backup/database.mjs'
import { configuredMedia } from './backup/media.mjs'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
if (positionals.length !== 1) {
  console.error('Pemakaian: npm run restore -- <arsip.tar.gz> [--force]')
  process.exit(2)
}

const database = configuredDatabase()
const media = configuredMedia()
const work = await mkdtemp(path.join(tmpdir(), 'bprs-restore-'))
try {
  const dir = await unpack(path.resolve(positionals[0]), work)
  const manifest = await readManifest(dir)
  if (manifest.database.kind !== database.kind) {
    throw new Error(
      `Arsip berisi basis data ${manifest.database.kind}, instalasi ini memakai ${database.kind}.`,
    )
  }
  await verify(dir, manifest)

  const hasData = !(await database.isEmpty()) || (await media.list()).length > 0
  if (hasData && !values.force) {
    throw new Error(
      'Instalasi ini sudah berisi data; tidak ada yang diubah. Tambahkan --force untuk menimpanya.',
    )
  }

  await database.restore(path.join(dir, manifest.database.file), { replace: hasData })
  if (hasData) await media.clear()
  await media.prepare()
  for (const file of manifest.media.files) {
    await media.upload(file.key, path.join(dir, 'media', file.key), file)
  }
  console.log(
    `Dipulihkan dari cadangan ${manifest.createdAt}: ${manifest.database.kind}, ` +
      `${manifest.media.files.length} berkas.`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await rm(work, { recursive: true, force: true })
}
