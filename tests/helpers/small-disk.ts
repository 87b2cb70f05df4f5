import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * A real, tiny file system (tmpfs) mounted over a folder, so a test can fill it up or turn it
 * read-only. Mounting needs root, as CI runs; elsewhere the test fails and says why.
 */
export function mountSmallDisk(dir: string, size = '2m') {
  mkdirSync(dir, { recursive: true })
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', dir])
  } catch (error) {
    throw new Error(`The storage fault tests mount a tmpfs and must run as root: ${error}`)
  }
  const filler = path.join(dir, 'filler')
  return {
    /** Writes a filler file until the disk is full. */
    fill() {
      for (const size of [64 * 1024, 1024, 1]) {
        try {
          for (;;) appendFileSync(filler, Buffer.alloc(size, 1))
        } catch {
          // ENOSPC: full at this chunk size; the next, smaller one takes what is left
        }
      }
    },
    free: () => rmSync(filler, { force: true }),
    readOnly: (on: boolean) => execFileSync('mount', ['-o', `remount,${on ? 'ro' : 'rw'}`, dir]),
    unmount: () => execFileSync('umount', ['-l', dir]),
  }
}
