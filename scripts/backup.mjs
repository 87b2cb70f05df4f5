// `npm run backup [-- --out <folder>]`: one timestamped archive (backups/ by default) holding a
// consistent copy of the database and every uploaded file, with a manifest and checksums.
// Safe while the site runs. Reads the same variables as the app (DATABASE_URL, SQLITE_PATH,
// MEDIA_DIR, S3_*); restore with scripts/restore.mjs.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { describeFile, FORMAT, pack, writeManifest } from './backup/archive.mjs'
import { configuredDatabase } from './backup/database.mjs'
import { configuredMedia } from './backup/media.mjs'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? 'backups')
const createdAt = new Date().toISOString()
const name = `bprs-backup-${createdAt.replace(/[:.]/g, '-')}`

const database = configuredDatabase()
const media = configuredMedia()
const work = await mkdtemp(path.join(tmpdir(), 'bprs-backup-'))
try {
  const dir = path.join(work, name)
  await mkdir(path.join(dir, 'media'), { recursive: true })

  // Database first: a file uploaded after this copy belongs to no record in it and is harmless
  // in the archive; the other order could leave a record without its file.
  await database.dump(path.join(dir, database.fileName))
  const files = []
  for (const { key } of await media.list()) {
    const target = path.join(dir, 'media', key)
    await mkdir(path.dirname(target), { recursive: true })
    const extra = await media.download(key, target)
    files.push({ key, ...(await describeFile(target)), ...extra })
  }

  await writeManifest(dir, {
    format: FORMAT,
    createdAt,
    database: {
      kind: database.kind,
      file: database.fileName,
      ...(await describeFile(path.join(dir, database.fileName))),
    },
    media: { store: media.kind, files },
  })
  await mkdir(outDir, { recursive: true })
  const archive = path.join(outDir, `${name}.tar.gz`)
  await pack(work, name, archive)
  console.log(`Cadangan tersimpan: ${archive} (${database.kind}, ${files.length} berkas)`)
} finally {
  await rm(work, { recursive: true, force: true })
}
