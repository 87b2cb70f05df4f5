/**
 * Detects a file's real type from its first bytes. Names and declared types come from the
 * client and can lie; magic numbers cannot be renamed away.
 */
const signatures: { mime: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'application/pdf', test: (b) => ascii(b, 0, 5) === '%PDF-' },
  {
    mime: 'image/png',
    test: (b) => b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a,
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mime: 'image/gif', test: (b) => ascii(b, 0, 4) === 'GIF8' },
]

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

export function sniffMime(bytes: Uint8Array): string | null {
  return signatures.find((s) => s.test(bytes))?.mime ?? null
}
