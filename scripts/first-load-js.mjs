// Prints the first-load JavaScript of public pages: the gzip size of every <script src> a page's
// HTML loads, summed. Usage: node scripts/first-load-js.mjs [baseUrl] [path ...]
import { gzipSync } from 'node:zlib'

/** Sum of gzip sizes of the page's <script src> files, in bytes, with the file count. */
export async function firstLoadJs(base, path, cache = new Map()) {
  const html = await (await fetch(new URL(path, base))).text()
  // noModule scripts are legacy polyfills that modern browsers never download.
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((src) => src.replace(/&amp;/g, '&'))
  let total = 0
  for (const src of new Set(sources)) {
    if (!cache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      cache.set(src, gzipSync(body, { level: 9 }).length)
    }
    total += cache.get(src)
  }
  return { bytes: total, files: new Set(sources).size }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:3100'
  const paths = process.argv.slice(3)
  const cache = new Map()
  for (const path of paths.length ? paths : ['/']) {
    const { bytes, files } = await firstLoadJs(base, path, cache)
    console.log(
      `${path.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip in ${files} files`,
    )
  }
}
