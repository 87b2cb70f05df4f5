// Renders page 1 of a PDF into a PNG, in a worker thread that the parent stops when it takes too
// long or too much memory (pdf-preview.ts). Plain JavaScript, loaded from disk at run time: no
// bundler touches it. workerData: { data: Uint8Array, maxWidth: number }.
import { fileURLToPath } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const { data, maxWidth } = workerData
// pdf.js's own data, read from its package: the 14 standard fonts, character maps, image decoders.
const pdfjsBuild = import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')
const dataDir = (name) => fileURLToPath(new URL(`../../${name}/`, pdfjsBuild))

// No fonts are fetched, no script runs, nothing is evaluated: only the page is drawn.
const task = getDocument({
  data,
  disableFontFace: true,
  isEvalSupported: false,
  enableXfa: false,
  useSystemFonts: false,
  verbosity: 0,
  standardFontDataUrl: dataDir('standard_fonts'),
  cMapUrl: dataDir('cmaps'),
  cMapPacked: true,
  wasmUrl: dataDir('wasm'),
})
try {
  const doc = await task.promise
  const pages = doc.numPages
  try {
    const page = await doc.getPage(1)
    const base = page.getViewport({ scale: 1 })
    // Never wider than the largest preview: the canvas's memory is bounded whatever the page says.
    const scale = Math.min(maxWidth / base.width, 4)
    const viewport = page.getViewport({ scale })
    const width = Math.max(1, Math.floor(viewport.width))
    const height = Math.max(1, Math.min(Math.floor(viewport.height), maxWidth * 4))
    const canvasAndContext = doc.canvasFactory.create(width, height)
    const { canvas, context } = canvasAndContext
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    await page.render({ canvasContext: context, canvas, viewport }).promise
    const png = await canvas.encode('png')
    parentPort.postMessage({ pages, png })
  } catch (error) {
    parentPort.postMessage({ pages, png: null, error: String(error?.message ?? error) })
  }
} catch (error) {
  parentPort.postMessage({ pages: 0, png: null, error: String(error?.message ?? error) })
} finally {
  await task.destroy().catch(() => {})
}
