import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { ValidationError } from 'payload'
import sharp, { type WebpOptions } from 'sharp'

import { webpSizes } from '@/collections/image-sizes'
import { contentType, FILE_TYPE_SLUGS } from '@/content-types'
import type { UploadRule } from '@/content-types/definition'
import type { UploadFile } from '@/lib/http'
import { sniffMime } from '@/lib/sniff-mime'
import { slugify } from '@/lib/slugify'
import { SITE_IMAGE_RULE, SITE_IMAGE_SIZES, SITE_IMAGES } from '@/modules/site-look/site-look.rules'
import type { UploadCollection } from './file-store'
import {
  PDF_PREVIEW_SIZES,
  type PdfPreview,
  renderPdfPreview,
  type RenderOptions,
} from './pdf-preview/pdf-preview'

export type { UploadRule }

/** What each type accepts, from its definition, and what the site's own pictures accept. */
export const UPLOAD_RULES = {
  ...Object.fromEntries(FILE_TYPE_SLUGS.map((slug) => [slug, contentType(slug).upload])),
  [SITE_IMAGES]: SITE_IMAGE_RULE,
} as Record<UploadCollection, UploadRule>

/** The renditions made of an image: the site's pictures keep their shape (site-look.rules.ts). */
const sizesOf = (collection: UploadCollection) =>
  collection === SITE_IMAGES ? SITE_IMAGE_SIZES : webpSizes

/** Whether a collection's renditions are cut (a width and a height), so a focal point moves them. */
export const cutsAroundFocalPoint = (collection: UploadCollection) =>
  sizesOf(collection).some((size) => size.width && size.height)

const EXTENSION_OF: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
}

/** One file to store: the original or one of its renditions. */
export type Blob = { filename: string; data: Buffer; mimeType: string }

type SizeFields = {
  filename: string | null
  filesize: number | null
  width: number | null
  height: number | null
  mimeType: string | null
}

/** The upload fields of the record, as Payload would have filled them. */
export type FileFields = {
  filename: string
  mimeType: string
  filesize: number
  width?: number | null
  height?: number | null
  sizes?: Record<string, SizeFields>
  /** A report's page count; 0 when its PDF could not be read (no preview then). */
  halaman?: number
}

export type PreparedUpload = { fields: FileFields; blobs: Blob[] }

export function fail(message: string): never {
  throw new ValidationError({ errors: [{ message, path: 'file' }] })
}

/**
 * What a record's files are named after: its slug when it has one (kept across edits, so its
 * files keep its name), else its title (a report has none). Never the client's file name, which
 * can carry a person's name or a draft's history.
 */
export type RecordName = { slug?: string | null; judul?: string | null }

/** Where a crop centres, in percent of the width and height (a media item's focal point). */
export type Focal = { x: number; y: number }

/** A percentage as a write sends it (a number, or a form's text), rounded; else undefined. */
const percent = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100
    ? Math.round(n)
    : undefined
}

/** The focal point a write sends, when it sends both halves of one. */
export function focalOf(data: Record<string, unknown>): Focal | undefined {
  const x = percent(data.focalX)
  const y = percent(data.focalY)
  return x === undefined || y === undefined ? undefined : { x, y }
}

/**
 * A readable, collision-free name from the record ('laporan-tahunan-2025-3f9a1c2b.pdf'): a
 * replacement never overwrites the file it replaces. The extension follows the bytes.
 */
function uniqueName(collection: UploadCollection, record: RecordName, mime: string): string {
  const stem = slugify(record.slug || record.judul || collection)
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${stem}-${randomBytes(4).toString('hex')}${EXTENSION_OF[mime]}`
}

// As Payload's own check: a PDF has its header, and an end marker and xref near its end.
const isWholePdf = (data: Buffer) => {
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/**
 * Judges an upload by its bytes and size, names it after its record and makes its WebP
 * renditions (named after the file, as Payload names sizes), all in memory: nothing is stored
 * yet, and no database transaction is open while this runs.
 */
export async function prepareUpload(
  collection: UploadCollection,
  file: Pick<UploadFile, 'data' | 'size'>,
  record: RecordName,
  options: { pdf?: RenderOptions; focal?: Focal } = {},
): Promise<PreparedUpload> {
  const rule = UPLOAD_RULES[collection]
  const mime = file.data?.length ? sniffMime(file.data) : null
  if (!mime || !rule.mimeTypes.includes(mime)) fail(rule.messages.fileType)
  if (file.size > rule.maxBytes || file.data.length > rule.maxBytes) fail(rule.messages.fileSize)
  const filename = uniqueName(collection, record, mime)
  const original: Blob = { filename, data: file.data, mimeType: mime }
  const fields: FileFields = { filename, mimeType: mime, filesize: file.data.length }

  if (mime === 'application/pdf') {
    if (!isWholePdf(file.data)) fail(rule.messages.fileType)
    const preview = await renderPdfPreview(file.data, options.pdf)
    return withPdfPreview(fields, original, preview)
  }
  return prepareImage(file.data, fields, original, rule, sizesOf(collection), options.focal)
}

/**
 * New renditions of a stored image around another focal point: its original stays, the
 * renditions get new names (a cached old one never shows the new crop).
 */
export async function recropImage(
  collection: UploadCollection,
  original: { filename: string; data: Buffer; mimeType: string },
  focal: Focal,
): Promise<PreparedUpload> {
  const rule = UPLOAD_RULES[collection]
  const fields: FileFields = {
    filename: original.filename,
    mimeType: original.mimeType,
    filesize: original.data.length,
  }
  const prepared = await prepareImage(
    original.data,
    fields,
    { ...original, filename: renamed(original.filename) },
    rule,
    sizesOf(collection),
    focal,
  )
  // Only the renditions are new; the record keeps its original file.
  return { fields: prepared.fields, blobs: prepared.blobs.slice(1) }
}

/** A rendition's stem: the original's, with a fresh suffix. */
const renamed = (filename: string) =>
  `${path.basename(filename, path.extname(filename))}-${randomBytes(2).toString('hex')}${path.extname(filename)}`

const NO_SIZE: SizeFields = {
  filename: null,
  filesize: null,
  width: null,
  height: null,
  mimeType: null,
}

/**
 * A PDF's first-page previews as extra files of its upload (recorded in `sizes`, so serving,
 * replacing, deleting and the orphan sweep know them), and its page count. A PDF that could not
 * be rendered has empty sizes: the screens fall back to the generic thumbnail.
 */
export function withPdfPreview(
  fields: FileFields,
  original: Blob | null,
  preview: PdfPreview,
): PreparedUpload {
  const stem = path.basename(fields.filename, path.extname(fields.filename))
  const blobs: Blob[] = original ? [original] : []
  const sizes: Record<string, SizeFields> = {}
  for (const { name } of PDF_PREVIEW_SIZES) {
    const image = preview.images.find((i) => i.name === name)
    if (!image) {
      sizes[name] = NO_SIZE
      continue
    }
    const filename = `${stem}-${image.width}x${image.height}.webp`
    blobs.push({ filename, data: image.data, mimeType: 'image/webp' })
    sizes[name] = {
      filename,
      filesize: image.data.length,
      width: image.width,
      height: image.height,
      mimeType: 'image/webp',
    }
  }
  return { fields: { ...fields, sizes, halaman: preview.pages }, blobs }
}

async function prepareImage(
  data: Buffer,
  fields: FileFields,
  original: Blob,
  rule: UploadRule,
  imageSizes: typeof webpSizes,
  focal?: Focal,
): Promise<PreparedUpload> {
  // A file with an image's first bytes that sharp cannot read is, to the administrator, simply
  // not an image of the allowed kinds; so is an animation.
  const meta = await sharp(data)
    .metadata()
    .catch(() => fail(rule.messages.fileType))
  if ((meta.pages ?? 1) > 1) fail(rule.messages.fileType)
  const { width, height } = meta.autoOrient
  const stem = path.basename(original.filename, path.extname(original.filename))
  const blobs: Blob[] = [original]
  const sizes: Record<string, SizeFields> = {}
  for (const size of imageSizes) {
    // A size without a height keeps the image's shape (sharp then scales the height along).
    const target = { width: size.width ?? width, height: size.height }
    // Payload's rule: an image smaller than a size in both directions is never enlarged.
    if (width < target.width && (target.height === undefined || height < target.height)) {
      sizes[size.name] = NO_SIZE
      continue
    }
    const { data: out, info } = await resized(data, { width, height }, target, size, focal)
      .webp(size.formatOptions?.options as WebpOptions | undefined)
      .toBuffer({ resolveWithObject: true })
      .catch(() => fail(rule.messages.fileType))
    const filename = `${stem}-${info.width}x${info.height}.webp`
    blobs.push({ filename, data: out, mimeType: 'image/webp' })
    sizes[size.name] = {
      filename,
      filesize: info.size,
      width: info.width,
      height: info.height,
      mimeType: 'image/webp',
    }
  }
  return { fields: { ...fields, width, height, sizes }, blobs }
}

/**
 * One rendition's pixels: a size with a width and a height is cut from the image scaled to cover
 * it, around the focal point when there is one (kept inside the image), else around its centre.
 */
function resized(
  data: Buffer,
  image: { width: number; height: number },
  target: { width: number; height?: number },
  size: (typeof webpSizes)[number],
  focal: Focal | undefined,
) {
  const pipeline = sharp(data).rotate()
  if (!focal || target.height === undefined) {
    return pipeline.resize({ ...target, position: size.position ?? 'centre' })
  }
  const scale = Math.max(target.width / image.width, target.height / image.height)
  const width = Math.max(target.width, Math.round(image.width * scale))
  const height = Math.max(target.height, Math.round(image.height * scale))
  const offset = (percent: number, whole: number, part: number) =>
    Math.min(whole - part, Math.max(0, Math.round((percent / 100) * whole - part / 2)))
  return pipeline.resize({ width, height, fit: 'fill' }).extract({
    left: offset(focal.x, width, target.width),
    top: offset(focal.y, height, target.height),
    width: target.width,
    height: target.height,
  })
}
