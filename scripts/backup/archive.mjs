// One backup = one .tar.gz holding a folder: manifest.json, the database copy and media/<key>
// for every uploaded file, each listed in the manifest with its size and SHA-256.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const MANIFEST = 'manifest.json'
export const FORMAT = 'bprs-backup/1'

export async function describeFile(file) {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return { size: (await stat(file)).size, sha256: hash.digest('hex') }
}

export const writeManifest = (dir, manifest) =>
  writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

export async function readManifest(dir) {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'))
  if (manifest.format !== FORMAT) throw new Error(`Bukan arsip cadangan ${FORMAT}.`)
  return manifest
}

/** A media key must stay inside the media folder once restored. */
export function assertSafeKey(key) {
  const normal = path.posix.normalize(key)
  if (normal !== key || normal.startsWith('../') || path.posix.isAbsolute(normal)) {
    throw new Error(`Nama berkas tidak aman di arsip: ${key}`)
  }
}

/** Every file of the manifest is present with the recorded size and checksum. */
export async function verify(dir, manifest) {
  const entries = [
    manifest.database,
    ...manifest.media.files.map((f) => ({ ...f, file: `media/${f.key}` })),
  ]
  for (const entry of entries) {
    if (entry.file !== manifest.database.file) assertSafeKey(entry.key)
    const actual = await describeFile(path.join(dir, entry.file)).catch(() => null)
    if (!actual || actual.sha256 !== entry.sha256 || actual.size !== entry.size) {
      throw new Error(`Arsip rusak: ${entry.file} tidak cocok dengan manifest.`)
    }
  }
}

export async function pack(parent, name, archive) {
  await run('tar', ['-czf', archive, '-C', parent, name])
}

/** Unpacks into `into` and returns the archive's single top folder. */
export async function unpack(archive, into) {
  const { stdout } = await run('tar', ['-tzf', archive], { maxBuffer: 256 * 1024 * 1024 })
  const tops = new Set(
    stdout
      .split('\n')
      .filter(Boolean)
      .map((p) => p.split('/')[0]),
  )
  if (tops.size !== 1 || [...tops][0] === '..' || [...tops][0] === '') {
    throw new Error('Arsip harus berisi satu folder cadangan.')
  }
  await run('tar', ['-xzf', archive, '-C', into, '--no-same-owner'])
  return path.join(into, [...tops][0])
}
