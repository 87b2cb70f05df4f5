import http from 'node:http'

import {
  BAD_FORM,
  LARGE_FORM_PATHS,
  MAX_COMPLAINT_BYTES,
  MAX_FORM_BYTES,
  TOO_LARGE,
} from './form-limits'

const COMPLAINT_TOO_LARGE =
  'Ukuran kiriman melebihi batas: paling banyak 3 lampiran dan surat kuasa, masing-masing 5 MB.'

/*
 * A server action's body, read and checked before Next decodes it. Next answers a body it cannot
 * decode (empty, cut short, not the encoding React sent) with a 500; read here, it is refused as
 * the bad input it is, and a good one goes on to Next in a request of its own that holds it.
 */

type Refusal = { status: 400 | 413; message: string }

/**
 * A post Next may take for a server action: a fetch action, or a form without JavaScript; the
 * two REST APIs read their own bodies.
 */
export const isActionPost = (req: http.IncomingMessage) =>
  req.method === 'POST' &&
  !/^\/(?:api|cms-api)(?:[/?]|$)/.test(req.url ?? '') &&
  (req.headers['next-action'] !== undefined ||
    /^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))

/** The body, unless it passes `max` bytes or its client goes away first. */
function readBody(req: http.IncomingMessage, max: number): Promise<Buffer | 'too-large' | 'gone'> {
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.resolve('too-large')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > max) {
        resolve('too-large')
        req.pause()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('close', () => resolve('gone'))
  })
}

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Whether React can decode it: multipart that parses whole, whose rows of React's encoding (an
 * action's `$ACTION_n:m` and a reply's numbered fields) are JSON; or, for a fetch action sent as
 * text, JSON itself.
 */
async function decodable(body: Buffer, contentType: string, fetchAction: boolean) {
  if (!/^multipart\/form-data/i.test(contentType)) return parsesAsJson(body.toString('utf8'))
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return false
  }
  for (const [name, value] of form) {
    const row = /^\$ACTION_\d+:\d+$/.test(name) || (fetchAction && /^\d+$/.test(name))
    if (row && typeof value === 'string' && !parsesAsJson(value)) return false
  }
  return true
}

/** The request again, its body already read: what Next (its proxy, then the action) reads. */
function withBody(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket)
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    complete: true,
  })
  copy.push(body)
  copy.push(null)
  return copy
}

/**
 * Reads a server action's body: the request to hand Next, or why it is refused (a body whose
 * client went away is refused too: nobody is left to hear it).
 */
export async function takeActionBody(
  req: http.IncomingMessage,
): Promise<{ refusal: Refusal } | { request: http.IncomingMessage }> {
  const large = LARGE_FORM_PATHS.test(req.url ?? '')
  const body = await readBody(req, large ? MAX_COMPLAINT_BYTES : MAX_FORM_BYTES)
  if (body === 'too-large')
    return { refusal: { status: 413, message: large ? COMPLAINT_TOO_LARGE : TOO_LARGE } }
  const fetchAction = req.headers['next-action'] !== undefined
  if (body === 'gone' || !(await decodable(body, req.headers['content-type'] ?? '', fetchAction))) {
    return { refusal: { status: 400, message: BAD_FORM } }
  }
  return { request: withBody(req, body) }
}
