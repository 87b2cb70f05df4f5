import sharp from 'sharp'

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

export const MB = 1024 * 1024

export function asUpload(
  data: Buffer,
  name: string,
  mimetype = 'application/octet-stream',
): UploadFile {
  return { data, name, mimetype, size: data.length }
}

/** A structurally valid PDF, padded with a comment to exactly `size` bytes when asked. */
export function makePdf(size?: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'
  const tail =
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'
  const bare = head.length + tail.length
  const padding = size ? Math.max(0, size - bare - 2) : 0
  const filler = size ? `%${'x'.repeat(padding)}\n` : ''
  return Buffer.from(head + filler + tail, 'latin1')
}

export const makeImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: '#0b6344' } })
    .toFormat(format)
    .toBuffer()

/** Real magic bytes followed by filler: enough to be judged by type and size, never decoded. */
export async function makeOversized(format: 'png' | 'jpeg' | 'webp', size: number) {
  const image = await makeImage(format)
  return Buffer.concat([image, Buffer.alloc(size - image.length)])
}
