import http from 'node:http'

import { env } from './env'

/** Next answers a path it cannot percent-decode (`/%ff`) with a 500. */
function undecodable(url = '') {
  try {
    decodeURIComponent(url.split('?')[0])
    return false
  } catch {
    return true
  }
}

// TRACE would echo the request's headers, cookies included; CONNECT and TRACK have no use here.
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/**
 * Next keeps an X-Forwarded-For the client sent and only fills it in when it is absent, so a
 * client could name any address and slip past the login throttle. Without a trusted proxy in
 * front, the header is replaced by the socket's own address before Next sees the request. Next
 * also answers TRACE with a 500 (its Request cannot carry that method): it gets a 405 here, and
 * an undecodable path a 400.
 */
export function guardIncomingRequests() {
  const marker = Symbol.for('bprs.incomingRequestsGuarded')
  const proto = http.Server.prototype as http.Server & { [marker]?: true }
  if (proto[marker]) return
  proto[marker] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      if (REFUSED_METHODS.has(req.method ?? '')) {
        res.writeHead(405, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }).end()
        return true
      }
      if (undecodable(req.url)) {
        res
          .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Alamat tidak valid.')
        return true
      }
      if (!env.trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown'
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof proto.emit
}
