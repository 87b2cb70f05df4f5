import type http from 'node:http'

import { isActionPost, takeActionBody } from './action-body'
import { type AnswerScope, withAnswerStatusScope } from './answer-status'
import { PUBLIC_CACHE_HEADERS } from './cache-control'
import { env } from './env'
import { namesEtag } from './etag'
import { recentAnswers } from './recent-answers'
import { CROSS_ORIGIN, fromOtherOrigin } from './same-origin'

/** Next answers a path it cannot percent-decode (`/%ff`) with a 500. */
function undecodable(url = '') {
  try {
    decodeURIComponent(url.split('?')[0])
    return false
  } catch {
    return true
  }
}

/** Set by src/proxy.ts on a page that answers for a missing record or path: its status. */
export const STATUS_HEADER = 'x-bprs-status'

/**
 * The status of a cached page: the 404 src/proxy.ts asks for, or 304 for a visitor who already
 * holds this render (its ETag is given once, when it enters the cache: cache-handler.mjs). Node
 * drops the body of a 304 itself. Next marks its not-found document private, though it is the
 * same for every visitor; the 404 src/proxy.ts asks for stays as public as the pages.
 */
function setCachedPageStatus(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  const ifNoneMatch = req.headers['if-none-match']
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = this.getHeader(STATUS_HEADER)
    if (status !== undefined) {
      this.removeHeader(STATUS_HEADER)
      if (statusCode === 200 || statusCode === 404) {
        statusCode = Number(status)
        for (const [name, value] of Object.entries(PUBLIC_CACHE_HEADERS))
          this.setHeader(name, value)
      }
    }
    if (statusCode === 200 && namesEtag(ifNoneMatch, this.getHeader('etag'))) {
      for (const name of ['content-length', 'content-encoding', 'content-type'])
        this.removeHeader(name)
      return writeHead.call(this, 304)
    }
    return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>)
  } as typeof res.writeHead
}

/**
 * A public form's post: the answer carries the status its server action asked for
 * (src/lib/answer-status.ts), the page answering a post without JavaScript and the action's own
 * answer to one with it (Next-Action header) alike. Next's client reads an action's answer by
 * its content type whatever its status, so the form shows the refusal all the same.
 */
function setFormAnswerStatus(res: http.ServerResponse, answer: AnswerScope) {
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const { status } = answer
    if (status !== undefined && statusCode === 200) statusCode = status
    return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>)
  } as typeof res.writeHead
}

const isFormPost = (req: http.IncomingMessage) =>
  req.method === 'POST' && !/^\/(?:api|cms)/.test(req.url ?? '')

function failedBeforeNext(res: http.ServerResponse, error: unknown) {
  console.error('Request failed before Next', error)
  if (!res.headersSent) res.writeHead(500).end()
}

/** A server action's body that cannot be decoded, refused before Next (src/lib/action-body.ts). */
function refuseActionBody(res: http.ServerResponse, refusal: { status: number; message: string }) {
  res
    .writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      // A body left unread past the limit would be taken for the next request.
      ...(refusal.status === 413 ? { Connection: 'close' } : {}),
    })
    .end(refusal.message)
}

/** Header reads of a Node request, as a fetch Request offers them. */
const nodeRequest = (req: http.IncomingMessage) => ({
  headers: {
    get(name: string) {
      const value = req.headers[name.toLowerCase()]
      return Array.isArray(value) ? value.join(', ') : (value ?? null)
    },
  },
})

// TRACE would echo the request's headers, cookies included; CONNECT and TRACK have no use here.
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/**
 * What the server does with a request before Next sees it; `next` hands it to Next. The server
 * entry (scripts/server.mjs, Next's custom server over the standalone build) calls it for every
 * request: src/instrumentation.ts gives it the function when Next starts.
 *
 * Next keeps an X-Forwarded-For the client sent and only fills it in when it is absent, so a
 * client could name any address and slip past the login throttle. Without a trusted proxy in
 * front, the header is replaced by the socket's own address before Next sees the request. Next
 * also answers TRACE with a 500 (its Request cannot carry that method): it gets a 405 here, an
 * undecodable path a 400 and a server action from another origin a 403. A cached page gets its
 * status here too (setCachedPageStatus), and a public answer of the last second comes from memory
 * (src/lib/recent-answers.ts), which `npm run bench` shows is needed for the pages to keep up.
 */
export function handleIncoming(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: (req?: http.IncomingMessage) => void,
): void {
  if (REFUSED_METHODS.has(req.method ?? '')) {
    res.writeHead(405, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }).end()
    return
  }
  if (undecodable(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Alamat tidak valid.')
    return
  }
  // A server action (Payload's panel at /cms) posted by another origin's page: Next refuses it
  // too, but with a 500.
  if (req.method === 'POST' && req.headers['next-action'] && fromOtherOrigin(nodeRequest(req))) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(CROSS_ORIGIN)
    return
  }
  if (!env.trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown'
  if (isActionPost(req)) {
    takeActionBody(req)
      .then((taken) =>
        'refusal' in taken
          ? refuseActionBody(res, taken.refusal)
          : afterChecks(taken.request, res, () => next(taken.request)),
      )
      .catch((error) => failedBeforeNext(res, error))
    return
  }
  afterChecks(req, res, next)
}

/** A form post with its answer's status; any other request through the replay of answers. */
function afterChecks(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) {
  if (isFormPost(req)) {
    withAnswerStatusScope((answer) => {
      setFormAnswerStatus(res, answer)
      next()
    })
    return
  }
  recentAnswers()
    .handle(req, res, () => {
      setCachedPageStatus(req, res)
      next()
    })
    .catch((error) => failedBeforeNext(res, error))
}

/** Where the server entry finds `handleIncoming` (it runs outside Next's bundles). */
export const INCOMING_HANDLER = Symbol.for('bprs.handleIncoming')
