// Production start of the standalone build (the container's command; scripts/serve.mjs beside
// scripts/server.mjs, the server entry). Serves the site, then asks /readyz once, as `npm start`
// does, so the migrations, the first administrator and the bank's texts are in place before the
// first visitor. An instance that cannot reach its database within two minutes exits, for its
// supervisor to retry.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const port = process.env.PORT || '3000'
const readyUrl = `http://127.0.0.1:${port}/readyz`

await import(pathToFileURL(path.resolve(import.meta.dirname, 'server.mjs')).href)

for (let attempt = 0; attempt < 120; attempt++) {
  try {
    const res = await fetch(readyUrl)
    if (res.ok) {
      console.log(`Instance siap di port ${port}`)
      break
    }
  } catch {
    // not listening yet
  }
  if (attempt === 119) {
    console.error('Basis data tidak dapat dijangkau; instance berhenti.')
    process.exit(1)
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
