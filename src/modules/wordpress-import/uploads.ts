import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'

import yauzl from 'yauzl'

/** Where the import reads the export's files: a copy of `wp-content/uploads`. No network. */
export type UploadsSource = {
  /** The file at a path relative to `uploads` (`2024/05/foto.jpg`), or null when it is not there. */
  read: (relative: string) => Promise<Buffer | null>
}

/** A folder on disk; a path that would leave it (`../`) is never read. */
export function uploadsFolder(folder: string): UploadsSource {
  const root = path.resolve(folder)
  return {
    async read(relative) {
      const target = path.resolve(root, relative)
      if (!target.startsWith(`${root}${path.sep}`)) return null
      try {
        const real = await realpath(target)
        const realRoot = await realpath(root)
        if (!real.startsWith(`${realRoot}${path.sep}`)) return null
        return await readFile(real)
      } catch {
        return null
      }
    },
  }
}

/** No uploads given: every file is missing (and listed so). */
export const noUploads: UploadsSource = { read: async () => null }

/**
 * A zip of `wp-content/uploads` (the admin screen's upload), read in memory. Its paths may start
 * with `wp-content/uploads/` or `uploads/` (however the folder was zipped); `..` is never followed.
 */
export async function uploadsZip(zip: Buffer): Promise<UploadsSource> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(new Error('Berkas zip unggahan tidak dapat dibaca.')) : resolve(file),
    ),
  )
  const files = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zipfile.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName.replace(/^(?:.*\/)?(?:wp-content\/)?uploads\//, '')
      if (entry.fileName.endsWith('/') || name.split('/').includes('..')) {
        zipfile.readEntry()
        return
      }
      zipfile.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(new Error('Berkas zip unggahan rusak.'))
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', () => reject(new Error('Berkas zip unggahan rusak.')))
        stream.on('end', () => {
          files.set(name, Buffer.concat(chunks))
          zipfile.readEntry()
        })
      })
    })
    zipfile.on('end', () => resolve())
    zipfile.on('error', () => reject(new Error('Berkas zip unggahan rusak.')))
    zipfile.readEntry()
  })
  return { read: async (relative) => files.get(relative) ?? null }
}
