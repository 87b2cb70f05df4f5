import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'

// Rows as sorted JSON lines, so two snapshots compare whatever order a table returns them in.
const canonical = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort()

/** Every row of every table of the installation's database, by table name. */
export async function snapshotDatabase(
  sqliteFile = process.env.SQLITE_PATH ?? '',
): Promise<Record<string, string[]>> {
  const url = process.env.DATABASE_URL ?? ''
  const tables: Record<string, string[]> = {}
  if (url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
      for (const { tablename } of rows) {
        tables[tablename] = canonical((await client.query(`SELECT * FROM "${tablename}"`)).rows)
      }
    } finally {
      await client.end()
    }
    return tables
  }
  const db = new DatabaseSync(sqliteFile, { readOnly: true })
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
    for (const { name } of names)
      tables[name] = canonical(db.prepare(`SELECT * FROM "${name}"`).all())
  } finally {
    db.close()
  }
  return tables
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** SHA-256 of every file under a folder, by relative path. */
export async function snapshotFolder(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files: Record<string, string> = {}
  for (const e of entries.filter((e) => e.isFile())) {
    const full = path.join(e.parentPath, e.name)
    files[path.relative(dir, full)] = sha256(await readFile(full))
  }
  return files
}

/** SHA-256 of every object of a bucket, by key. */
export async function snapshotBucket(s3: S3Client, Bucket: string) {
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket }))
  const files: Record<string, string> = {}
  for (const { Key } of Contents) {
    const object = await s3.send(new GetObjectCommand({ Bucket, Key }))
    files[Key!] = sha256(await object.Body!.transformToByteArray())
  }
  return files
}
