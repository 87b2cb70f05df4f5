// The production server: Next's custom server (https://nextjs.org/docs/app/guides/custom-server)
// over the standalone build. It is copied beside the build's own server.js, into
// .next/standalone/scripts/ (scripts/standalone-server.mjs, which `npm start`, the tests and the
// benches run) and into the image's /app/scripts/ (the Dockerfile, through scripts/serve.mjs).
// Every request goes first through src/lib/incoming-requests.ts's handleIncoming: refusals, the
// client's address, a cached page's status, the public answers of the last second; then to Next.
import http from 'node:http'
import { readFileSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'

// The same key as INCOMING_HANDLER in src/lib/incoming-requests.ts, which this file cannot import.
const INCOMING_HANDLER = Symbol.for('bprs.handleIncoming')

// The standalone build: this file sits in its scripts/ folder.
const dir = path.resolve(import.meta.dirname, '..')
process.chdir(dir)
process.env.NODE_ENV = 'production'
// The build's configuration, handed to Next as the standalone server.js hands it.
const { config } = JSON.parse(readFileSync('.next/required-server-files.json', 'utf8'))
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)

const port = Number(process.env.PORT) || 3000
const hostname = process.env.HOSTNAME || '0.0.0.0'
const next = module.createRequire(path.join(dir, 'server.js'))('next')
// `webpack: true` keeps next() from setting TURBOPACK in the environment, as the standalone
// server.js leaves it: the build is made and bundled already, and the server reads the variable.
const app = next({ dev: false, dir, hostname, port, webpack: true })
await app.prepare()
const handle = app.getRequestHandler()
// Published by src/instrumentation.ts, which Next runs in prepare().
const handleIncoming = globalThis[INCOMING_HANDLER]
if (typeof handleIncoming !== 'function') {
  throw new Error('src/instrumentation.ts did not run: the request guard is missing')
}

// handleIncoming may hand Next another request: a server action's, holding the body it read.
const server = http.createServer((req, res) =>
  handleIncoming(req, res, (request = req) => handle(request, res)),
)
// Idle keep-alive connections outlast a proxy's (nginx keeps upstream connections 60 s).
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT)
if (keepAlive > 0) server.keepAliveTimeout = keepAlive
server.listen(port, hostname, () => console.log(`Server mendengarkan di ${hostname}:${port}`))

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    server.close()
    // A stop is not held up for long by connections kept open or by Next's own closing.
    setTimeout(() => process.exit(code), 5000).unref()
    void app.close().finally(() => process.exit(code))
  })
}
