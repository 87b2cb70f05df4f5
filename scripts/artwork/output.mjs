// Where the artwork goes and how it is encoded. The encoder settings are part of the output: changing
// one changes every committed image.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const OUT = {
  images: path.join(ROOT, 'public/images'),
  brand: path.join(ROOT, 'public/brand'),
  icons: path.join(ROOT, 'public/icons'),
  seed: path.join(ROOT, 'src/seed/files'),
  fixtures: path.join(ROOT, 'tests/fixtures'),
}

export async function ensureDirs() {
  for (const d of Object.values(OUT)) await mkdir(d, { recursive: true })
}
const written = []
export async function save(file, data) {
  await writeFile(file, data)
  written.push([path.relative(ROOT, file), data.length])
}
export async function raster(svg, file, fmt, opts = {}) {
  let img = sharp(Buffer.from(svg), { density: opts.density || 72 })
  if (opts.resize) img = img.resize(opts.resize, opts.resize)
  if (fmt === 'webp') img = img.webp({ quality: opts.quality ?? 72, effort: 6 })
  else if (fmt === 'jpg')
    img = img
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: opts.quality ?? 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
  else if (fmt === 'png')
    img = img.png({ compressionLevel: 9, palette: opts.palette ?? false, effort: 10 })
  let buf = await img.toBuffer()
  // keep every thumbnail under its size budget
  if (fmt === 'jpg' && opts.maxBytes) {
    let q = opts.quality ?? 80
    while (buf.length > opts.maxBytes && q > 50) {
      q -= 5
      buf = await sharp(Buffer.from(svg))
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: q, mozjpeg: true })
        .toBuffer()
    }
  }
  await save(file, buf)
}

/** An .ico holding PNG images (the format every browser accepts since Windows Vista). */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

export async function saveIco(svg, file, sizes) {
  const pngs = await Promise.all(
    sizes.map(async (size) => ({
      size,
      data: await sharp(Buffer.from(svg))
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  )
  await save(file, icoFromPngs(pngs))
}

export function printSummary() {
  let total = 0
  for (const [f, size] of written) {
    total += size
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${f}`)
  }
  console.log(`${(total / 1024 / 1024).toFixed(2)} MB in ${written.length} files`)
}
