import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'

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
