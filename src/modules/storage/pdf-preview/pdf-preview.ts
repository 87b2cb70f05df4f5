import path from 'node:path'

import sharp from 'sharp'

import { PDF_PREVIEW_SIZES } from './pdf-preview-sizes'

export { PDF_PREVIEW_SIZES }

export type PdfPreviewSizeName = (typeof PDF_PREVIEW_SIZES)[number]['name']

export const PDF_PREVIEW_MAX_WIDTH = Math.max(...PDF_PREVIEW_SIZES.map((s) => s.width))

/** A hostile PDF is stopped after this long, or when its worker's heap passes the cap. */
export const PDF_RENDER_TIMEOUT_MS = 10_000
export const PDF_RENDER_MAX_HEAP_MB = 192

export type PdfPreviewImage = {
  name: PdfPreviewSizeName
  data: Buffer
  width: number
  height: number
}

/** `pages` is 0 when the PDF could not even be opened; `images` is empty when page 1 failed. */
export type PdfPreview = { pages: number; images: PdfPreviewImage[] }

export type RenderOptions = { timeoutMs?: number; maxHeapMb?: number }

// The worker is plain JavaScript read from disk (the production build traces it, next.config.mjs).
// Taken this way, the bundler does not see a `new Worker(...)` and leaves the file as it is: bundled,
// pdf.js would no longer find its own files.
const { Worker } = process.getBuiltinModule('node:worker_threads')
const WORKER_FILE = path.join(
  process.cwd(),
  'src',
  'modules',
  'storage',
  'pdf-preview',
  'render-worker.mjs',
)

type WorkerAnswer = { pages: number; png: Uint8Array | null; error?: string }

/** Page 1 as a PNG, drawn in a worker that is terminated when it runs too long or too big. */
function renderInWorker(data: Buffer, { timeoutMs, maxHeapMb }: Required<RenderOptions>) {
  return new Promise<WorkerAnswer>((resolve) => {
    let settled = false
    const done = (answer: WorkerAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(answer)
    }
    const worker = new Worker(WORKER_FILE, {
      // A copy: the upload's own buffer stays whole for storing.
      workerData: { data: new Uint8Array(data), maxWidth: PDF_PREVIEW_MAX_WIDTH },
      resourceLimits: {
        maxOldGenerationSizeMb: maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    })
    const timer = setTimeout(
      () => done({ pages: 0, png: null, error: `stopped after ${timeoutMs} ms` }),
      timeoutMs,
    )
    worker.once('message', (answer: WorkerAnswer) => done(answer))
    worker.once('error', (error) => done({ pages: 0, png: null, error: String(error) }))
    worker.once('exit', (code) => done({ pages: 0, png: null, error: `worker exited (${code})` }))
  })
}

// One render at a time: a burst of uploads cannot start a burst of workers.
let queue: Promise<unknown> = Promise.resolve()

/**
 * The first page of a PDF as WebP previews, and its page count. Never throws: a PDF that cannot
 * be rendered (encrypted, broken, too slow or too big) gives no images, and the upload goes on.
 */
export function renderPdfPreview(data: Buffer, options: RenderOptions = {}): Promise<PdfPreview> {
  const run = async (): Promise<PdfPreview> => {
    const answer = await renderInWorker(data, {
      timeoutMs: options.timeoutMs ?? PDF_RENDER_TIMEOUT_MS,
      maxHeapMb: options.maxHeapMb ?? PDF_RENDER_MAX_HEAP_MB,
    }).catch((error: unknown) => ({ pages: 0, png: null, error: String(error) }))
    const pages = Number.isInteger(answer.pages) && answer.pages > 0 ? answer.pages : 0
    if (!answer.png) {
      console.warn(`pdf-preview: no preview (${answer.error ?? 'no image'})`)
      return { pages, images: [] }
    }
    try {
      const png = Buffer.from(answer.png)
      const images: PdfPreviewImage[] = []
      for (const size of PDF_PREVIEW_SIZES) {
        const { data: out, info } = await sharp(png)
          .resize({ width: size.width, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer({ resolveWithObject: true })
        images.push({ name: size.name, data: out, width: info.width, height: info.height })
      }
      return { pages, images }
    } catch (error) {
      console.warn('pdf-preview: the rendered page could not be encoded', error)
      return { pages, images: [] }
    }
  }
  const result = queue.then(run, run)
  queue = result.catch(() => undefined)
  return result
}
