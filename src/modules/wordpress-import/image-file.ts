import path from 'node:path'

import sharp from 'sharp'

import type { UploadFile } from '@/lib/http'
import { MEDIA_RULES } from '@/modules/media/media.rules'

const MIME_OF: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
}

/** Whether an attachment is an image the library can hold (after conversion). */
export const isImageName = (name: string) => path.extname(name).toLowerCase() in MIME_OF

/**
 * An image as the library and news thumbnails accept it (PNG, JPEG or WebP, at most 2 MB): kept
 * as it is when it already is one, else converted to WebP and made smaller until it fits.
 */
export async function fitImage(data: Buffer, name: string): Promise<UploadFile> {
  const mimetype = MIME_OF[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
  const accepted = (MEDIA_RULES.file.mimeTypes as readonly string[]).includes(mimetype)
  if (accepted && data.length <= MEDIA_RULES.file.maxBytes) {
    return { data, mimetype, name: path.basename(name), size: data.length }
  }
  let width = 2400
  let out = data
  do {
    out = await sharp(data)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    width = Math.round(width * 0.7)
  } while (out.length > MEDIA_RULES.file.maxBytes && width > 200)
  const webpName = `${path.basename(name, path.extname(name))}.webp`
  return { data: out, mimetype: 'image/webp', name: webpName, size: out.length }
}
