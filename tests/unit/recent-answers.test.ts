import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { createClient } from 'redis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { createRecentAnswers } from '@/lib/recent-answers'

/*
 * The memory of recent public answers (src/lib/recent-answers.ts) in front of a real HTTP server
 * whose handler stands for Next: what it keeps, what it replays, and when it lets go.
 */
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
const servers: http.Server[] = []

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A request whose body arrives as sent (fetch would decompress it). */
function get(base: string, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

/** A server whose answers go through `answers`; `calls` counts what reached the handler. */
async function serve(answers: ReturnType<typeof createRecentAnswers>) {
  const calls: string[] = []
  let version = 1
  const server = http.createServer((req, res) => {
    void answers.handle(req, res, () => {
      calls.push(req.url!)
      const html = `<p>${req.url} versi ${version}</p>`
      const cacheControl = req.url!.startsWith('/private') ? 'private, no-store' : PUBLIC
      res.setHeader('Cache-Control', cacheControl)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', `"v${version}"`)
      res.setHeader('Vary', req.url!.startsWith('/vary') ? 'Cookie' : 'rsc, Accept-Encoding')
      if (req.url!.startsWith('/cookie')) res.setHeader('Set-Cookie', 'a=b')
      if (req.url === '/missing') res.statusCode = 404
      if (req.url === '/broken') res.statusCode = 500
      if (/gzip/.test(String(req.headers['accept-encoding']))) {
        res.setHeader('Content-Encoding', 'gzip')
        // In two writes, as a streamed render would come.
        const zipped = gzipSync(html)
        res.write(zipped.subarray(0, 10))
        res.end(zipped.subarray(10))
      } else {
        res.end(html)
      }
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, calls, publish: () => version++ }
}

/** A server whose first answer comes at once and every later one when `pending` releases it, as
 * a slow render would. */
async function serveSlowly(answers: ReturnType<typeof createRecentAnswers>) {
  const pending: (() => void)[] = []
  const calls: string[] = []
  const server = http.createServer((req, res) => {
    void answers.handle(req, res, () => {
      calls.push(req.url!)
      res.setHeader('Cache-Control', PUBLIC)
      const body = `versi ${calls.length}`
      if (calls.length === 1) res.end(body)
      else pending.push(() => res.end(body))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, pending }
}

/** Waits (in real time: the tests fake only Date) until the handler has seen `count` requests. */
async function reached(calls: string[], count: number) {
  while (calls.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
}

afterEach(() => {
  vi.useRealTimers()
})
afterAll(() => {
  for (const server of servers) server.close()
})

describe('recent answers, one instance', () => {
  it('replays a public answer byte for byte, without the handler, and 304 for its ETag', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    const gzip = { 'accept-encoding': 'gzip' }
    const first = await get(base, '/news', gzip)
    const second = await get(base, '/news', gzip)
    expect(calls).toEqual(['/news'])
    expect(second.status).toBe(200)
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers['content-length']).toBe(String(first.body.length))
    expect(second.headers['cache-control']).toBe(PUBLIC)
    expect(second.headers.etag).toBe('"v1"')
    expect(second.headers['x-bprs-cache']).toBe('HIT')
    expect(first.headers['x-bprs-cache']).toBeUndefined()

    const notModified = await get(base, '/news', { ...gzip, 'if-none-match': '"v1"' })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers['content-encoding']).toBeUndefined()
    expect(calls).toEqual(['/news'])
  })

  it('keeps one answer per encoding the client accepts', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    const zipped = await get(base, '/produk', { 'accept-encoding': 'gzip' })
    const plain = await get(base, '/produk')
    expect((await get(base, '/produk')).body.toString()).toBe(plain.body.toString())
    expect((await get(base, '/produk', { 'accept-encoding': 'gzip' })).body).toEqual(zipped.body)
    expect(plain.body.toString()).toBe('<p>/produk versi 1</p>')
    expect(calls).toEqual(['/produk', '/produk'])
  })

  it('keeps nothing private, with a cookie, varying on the request, or an error', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    for (const path of ['/private', '/cookie', '/vary', '/broken']) {
      await get(base, path)
      const again = await get(base, path)
      expect(again.headers['x-bprs-cache'], path).toBeUndefined()
    }
    expect(calls).toHaveLength(8)
  })

  it('keeps a public 404 as a 404', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    await get(base, '/missing')
    const again = await get(base, '/missing', { 'if-none-match': '"v1"' })
    expect(again.status).toBe(404)
    expect(again.headers['x-bprs-cache']).toBe('HIT')
    expect(again.body.toString()).toBe('<p>/missing versi 1</p>')
    expect(calls).toEqual(['/missing'])
  })

  it('lets client navigations, ranges and the back-office through to Next', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    await get(base, '/news')
    await get(base, '/news', { rsc: '1' })
    await get(base, '/news', { 'next-router-prefetch': '1' })
    await get(base, '/news', { range: 'bytes=0-3' })
    await get(base, '/admin/news')
    await get(base, '/admin/news')
    expect(calls).toEqual(['/news', '/news', '/news', '/news', '/admin/news', '/admin/news'])
  })

  it('serves the new answer to the first visit after a change, and lets go of an answer after one second', async () => {
    const answers = createRecentAnswers()
    const { base, calls, publish } = await serve(answers)
    await get(base, '/news')
    publish()
    await answers.expire()
    expect((await get(base, '/news')).body.toString()).toBe('<p>/news versi 2</p>')
    expect(calls).toEqual(['/news', '/news'])

    vi.useFakeTimers({ toFake: ['Date'] })
    await get(base, '/sitemap.xml')
    vi.advanceTimersByTime(999)
    await get(base, '/sitemap.xml')
    expect(calls.filter((path) => path === '/sitemap.xml')).toHaveLength(1)
    vi.advanceTimersByTime(2)
    await get(base, '/sitemap.xml')
    expect(calls.filter((path) => path === '/sitemap.xml')).toHaveLength(2)
  })

  it('while one visit fetches an old copy afresh, the others get it for one more second', async () => {
    const answers = createRecentAnswers()
    const { base, calls, pending } = await serveSlowly(answers)

    vi.useFakeTimers({ toFake: ['Date'] })
    await get(base, '/news')
    vi.advanceTimersByTime(1001)
    const refreshing = get(base, '/news')
    await reached(calls, 2)
    expect((await get(base, '/news')).body.toString()).toBe('versi 1')
    vi.advanceTimersByTime(1000)
    const late = get(base, '/news')
    await reached(calls, 3)
    for (const release of pending) release()
    expect((await refreshing).body.toString()).toBe('versi 2')
    expect((await late).body.toString()).toBe('versi 3')
  })

  it('after a change, one visit fetches the new answer while the others get the previous copy for at most a second', async () => {
    const answers = createRecentAnswers()
    const { base, calls, pending } = await serveSlowly(answers)

    vi.useFakeTimers({ toFake: ['Date'] })
    await get(base, '/')
    await answers.expire()
    // One render after the publish, not one per visitor.
    const refreshing = get(base, '/')
    await reached(calls, 2)
    const meanwhile = await Promise.all([get(base, '/'), get(base, '/'), get(base, '/')])
    expect(meanwhile.map((r) => r.body.toString())).toEqual(['versi 1', 'versi 1', 'versi 1'])
    expect(calls).toHaveLength(2)
    // Never longer than a second: then the next visit waits for the new answer too.
    vi.advanceTimersByTime(1000)
    const late = get(base, '/')
    await reached(calls, 3)
    for (const release of pending) release()
    expect((await refreshing).body.toString()).toBe('versi 2')
    expect((await late).body.toString()).toBe('versi 3')
    expect((await get(base, '/')).body.toString()).toBe('versi 3')
  })
})

describe('recent answers, a URL with no copy yet', () => {
  /** A server that holds every answer until `release`; `private` answers cannot be kept. */
  async function serveHeld(cacheControl = PUBLIC) {
    const answers = createRecentAnswers()
    const calls: string[] = []
    const held: (() => void)[] = []
    const server = http.createServer((req, res) => {
      void answers.handle(req, res, () => {
        calls.push(req.url!)
        res.setHeader('Cache-Control', cacheControl)
        const body = `versi ${calls.length}`
        held.push(() => res.end(body))
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const release = () => held.splice(0).forEach((end) => end())
    return { base, calls, release }
  }

  it('visits arriving while one fetches it wait for that answer instead of all rendering it', async () => {
    const { base, calls, release } = await serveHeld()
    const visits = [get(base, '/api/news'), get(base, '/api/news'), get(base, '/api/news')]
    await reached(calls, 1)
    // Time for the other two to reach the handler, were they let through.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls).toEqual(['/api/news'])
    release()
    const answers = await Promise.all(visits)
    expect(answers.map((answer) => answer.body.toString())).toEqual([
      'versi 1',
      'versi 1',
      'versi 1',
    ])
    expect(answers.filter((answer) => answer.headers['x-bprs-cache'] === 'HIT')).toHaveLength(2)
  })

  it('when that answer cannot be kept, the waiting visits go on to the handler', async () => {
    const { base, calls, release } = await serveHeld('private, no-store')
    const visits = [get(base, '/news'), get(base, '/news')]
    await reached(calls, 1)
    release()
    await reached(calls, 2)
    release()
    const bodies = (await Promise.all(visits)).map((answer) => answer.body.toString())
    expect(bodies.sort()).toEqual(['versi 1', 'versi 2'])
  })
})

describe('recent answers, who may read them', () => {
  it('never answers a request carrying a session from a visitor’s copy, nor keeps its answer', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    await get(base, '/api/news?status=draf')
    for (const session of [
      { authorization: 'Bearer abc' },
      { authorization: 'JWT abc' },
      { cookie: 'theme=dark; payload-token=abc' },
    ]) {
      const signedIn = await get(base, '/api/news?status=draf', session)
      expect(signedIn.headers['x-bprs-cache'], JSON.stringify(session)).toBeUndefined()
    }
    expect(calls).toHaveLength(4)
    // What the signed-in requests were answered was not kept for the next visitor either: the
    // visitor's own copy is.
    expect((await get(base, '/api/news?status=draf')).headers['x-bprs-cache']).toBe('HIT')
    expect(calls).toHaveLength(4)
    // A visitor whose first visit comes after a signed-in one is not handed that one's answer.
    await get(base, '/produk', { cookie: 'payload-token=abc' })
    expect((await get(base, '/produk')).headers['x-bprs-cache']).toBeUndefined()
  })

  it('never replays the health and readiness answers', async () => {
    const { base, calls } = await serve(createRecentAnswers())
    for (const path of ['/healthz', '/readyz', '/readyz?x=1']) {
      await get(base, path)
      expect((await get(base, path)).headers['x-bprs-cache'], path).toBeUndefined()
    }
    expect(calls).toHaveLength(6)
  })
})

describe('recent answers, a fetch whose client went away', () => {
  /** A server that never answers the first request, and answers every later one at once. */
  async function serveStuckFirst(cacheControl: string) {
    const answers = createRecentAnswers()
    const calls: string[] = []
    const server = http.createServer((req, res) => {
      void answers.handle(req, res, () => {
        calls.push(req.url!)
        if (calls.length === 1) return
        res.setHeader('Cache-Control', cacheControl)
        res.end('siap')
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }
  }

  /** A request abandoned after `ms`, as a probe with a timeout gives up. */
  const abandoned = (url: string, ms: number) =>
    fetch(url, { signal: AbortSignal.timeout(ms) }).then(
      () => 'answered',
      () => 'abandoned',
    )

  async function timed(url: string) {
    const started = Date.now()
    const answer = await fetch(url)
    return { status: answer.status, ms: Date.now() - started }
  }

  for (const [what, cacheControl] of [
    ['kept', PUBLIC],
    ['not kept', 'no-store'],
  ]) {
    it(`leaves no later visit waiting when a waiting client gave up too (answer ${what})`, async () => {
      const { base, calls } = await serveStuckFirst(cacheControl)
      const url = `${base}/halaman`
      // The first fetch never ends; a second visit waits behind it and gives up first, so it
      // leads the next fetch only after its own client has gone.
      const first = abandoned(url, 300)
      await reached(calls, 1)
      expect(await abandoned(url, 100)).toBe('abandoned')
      expect(await first).toBe('abandoned')
      const later = [await timed(url), await timed(url)]
      expect(later.map((answer) => answer.status)).toEqual([200, 200])
      for (const answer of later) expect(answer.ms).toBeLessThan(1000)
    })
  }

  it('a fetch that never ends holds later visits back at most five seconds in all', async () => {
    const { base, calls } = await serveStuckFirst(PUBLIC)
    const url = `${base}/macet`
    void abandoned(url, 60_000)
    await reached(calls, 1)
    const started = Date.now()
    const waited = await timed(url)
    expect(waited.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThan(4000)
    // The stuck fetch no longer holds anyone: the next visit is answered from the copy the
    // waiting one kept, at once.
    const next = await timed(url)
    expect(next.ms).toBeLessThan(1000)
  }, 15_000)
})

describe('recent answers, a refresh that cannot be kept', () => {
  it('lets go of the old copy, so the next visit does not get it again', async () => {
    const answers = createRecentAnswers()
    const calls: number[] = []
    // Public at first; then private (as a 304 or a signed-in answer would be), so never kept.
    const server = http.createServer((req, res) => {
      void answers.handle(req, res, () => {
        calls.push(calls.length + 1)
        res.setHeader('Cache-Control', calls.length === 1 ? PUBLIC : 'private, no-store')
        res.end(`versi ${calls.length}`)
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    await get(base, '/api/news')
    await answers.expire()
    expect((await get(base, '/api/news')).body.toString()).toBe('versi 2')
    // Within the second the refresh started: still not the out-of-date copy.
    expect((await get(base, '/api/news')).body.toString()).toBe('versi 3')
  })
})

describe('recent answers, several instances on one Redis', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const key = `bprs-test-${randomBytes(4).toString('hex')}:content-generation`

  afterAll(async () => {
    const redis = createClient({ url })
    await redis.connect()
    await redis.del(key)
    await redis.quit()
  })

  it('a change on one instance ends the other instance’s copies before it answers', async () => {
    const one = createRecentAnswers({ url, key })
    const two = createRecentAnswers({ url, key })
    const first = await serve(one)
    const second = await serve(two)
    // Until its client has connected, an instance sends every visit on.
    await expect
      .poll(async () => (await get(second.base, '/news')).headers['x-bprs-cache'])
      .toBe('HIT')
    const reached = second.calls.length

    second.publish()
    await one.expire()
    expect((await get(second.base, '/news')).body.toString()).toBe('<p>/news versi 2</p>')
    expect(second.calls).toHaveLength(reached + 1)
    expect(first.calls).toEqual([])
  })

  it('serves nothing from memory while Redis cannot be read', async () => {
    const away = createRecentAnswers({ url: 'redis://127.0.0.1:1', key })
    const { base, calls } = await serve(away)
    await get(base, '/news')
    const again = await get(base, '/news')
    expect(again.headers['x-bprs-cache']).toBeUndefined()
    expect(calls).toEqual(['/news', '/news'])
  })
})
