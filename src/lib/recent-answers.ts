import type http from 'node:http'
import { finished } from 'node:stream/promises'

import { env } from './env'
import { namesEtag } from './etag'
import { connectRedis } from './redis.mjs'
import { carriesSession } from './session-cookie'

/*
 * The public answers (pages, lists, feeds) of the last second, kept in this process's memory and
 * written straight to the socket. Next's cache spares the render, but what is left of a cache hit
 * in Next (routing, the proxy, headers, compression) still costs about ten times what nginx spends
 * on a static file; a visit answered from here costs about what nginx does.
 *
 * Kept: a 200 or 404 the app marked `Cache-Control: public` (the same for every visitor, as a CDN
 * would keep it) with no Set-Cookie. Served: only while the content generation it was made under is
 * still current. Every change bumps the generation before its request answers
 * (src/modules/content/content-cache.ts), in this process and, with REDIS_URL, in Redis, which every
 * instance reads before it serves from memory. So a publish shows on every instance with the next
 * visit of each URL: that visit fetches the new answer from Next, while visits arriving meanwhile
 * still get the previous copy for at most one more second, rather than all of them rendering every
 * page at once. The life of a copy (one second) only bounds what a change made around the app (in
 * the database) could leave.
 */

const LIFE_MS = 1000
/** Bounds of the memory this takes: one answer, and all of them together. */
const MAX_ANSWER_BYTES = 1024 * 1024
const MAX_TOTAL_BYTES = 32 * 1024 * 1024
/** A Redis that does not answer this fast sends the visit to Next (which has its own timeout). */
const READ_TIMEOUT_MS = 200
/** How long a visit waits for another's fetch of the same URL (as nginx's proxy_cache_lock). */
const FILL_WAIT_MS = 5000

type Answer = {
  status: number
  generation: string
  until: number
  /** When a visit started fetching it afresh (past `until`, or after a change); 0 when none is. */
  refreshingSince: number
  body: Buffer
  headers: http.OutgoingHttpHeaders
  notModified: http.OutgoingHttpHeaders
}

/** The content generation: bumped by every change, read before each answer from memory. */
type Generation = { read(): Promise<string | undefined>; bump(): Promise<void> }

function localGeneration(): Generation {
  let current = 0
  return {
    read: async () => String(current),
    bump: async () => {
      current++
    },
  }
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())
}

/** Waits for `promise`, but no longer than `ms`. */
async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

function sharedGeneration(url: string, key: string): Generation {
  // Commands fail at once while Redis is away, and visits then go to Next; none waits for it.
  const connecting = connectRedis(url, 'answers', { waitMs: 0 })
  return {
    read: () =>
      Promise.race([connecting.then((client) => client.get(key)), timeout(READ_TIMEOUT_MS)]).then(
        (value) => value ?? '0',
        () => undefined,
      ),
    bump: async () => {
      await Promise.race([
        connecting.then((client) => client.incr(key)),
        timeout(READ_TIMEOUT_MS * 5),
      ])
    },
  }
}

/** A fetch under way of a URL that has no copy here yet. */
type Fill = { settled: Promise<void>; since: number }

class RecentAnswers {
  private answers = new Map<string, Answer>()
  /** The fetches under way of URLs that have no copy here yet, settled when their answer ends. */
  private filling = new Map<string, Fill>()
  private bytes = 0
  constructor(private generation: Generation) {}

  /** Makes every answer here and, through the shared generation, on every instance out of date. */
  async expire(): Promise<void> {
    try {
      await this.generation.bump()
    } catch (error) {
      // The change has committed; other instances drop their copies within LIFE_MS anyway.
      console.error('Content generation bump failed', error)
    }
  }

  /** Answers from memory, or hands the request to `next` and keeps its answer when it may. */
  async handle(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) {
    const key = answerKey(req)
    if (!key) return next()
    const generation = await this.generation.read()
    // Without a generation (Redis did not answer) nothing is served from here.
    if (generation === undefined) return next()
    // A URL with no copy yet (after a start): the visits arriving while one fetches it wait for
    // its answer, instead of all of them rendering it at once.
    if (!this.answers.has(key)) await this.waitForFill(key)
    // The client went away meanwhile: nobody is left to answer, and no fetch for it to lead.
    if (res.destroyed) return
    const answer = this.answers.get(key)
    if (answer) {
      const now = Date.now()
      if (answer.generation === generation && now < answer.until) return replay(req, res, answer)
      // Past its life or out of date, one visit fetches it afresh while the others keep getting
      // this copy for at most another life, instead of all of them waiting on Next at once.
      if (now < answer.refreshingSince + LIFE_MS) return replay(req, res, answer)
      answer.refreshingSince = now
    } else if (!this.filling.has(key)) {
      // Settled however the answer ends: sent, failed, or its client gone.
      const fill = { settled: finished(res).catch(() => {}), since: Date.now() }
      this.filling.set(key, fill)
      void fill.settled.then(() => this.endFill(key, fill))
    }
    this.keep(key, generation, res)
    next()
  }

  /**
   * Waits for the fetch under way of `key`, for at most FILL_WAIT_MS after it began. A fetch
   * that has not settled by then no longer holds anyone back: later visits go to Next.
   */
  private async waitForFill(key: string) {
    const fill = this.filling.get(key)
    if (!fill) return
    await within(fill.settled, fill.since + FILL_WAIT_MS - Date.now())
    this.endFill(key, fill)
  }

  private endFill(key: string, fill: Fill) {
    if (this.filling.get(key) === fill) this.filling.delete(key)
  }

  private store(key: string, answer: Answer) {
    this.drop(key)
    this.answers.set(key, answer)
    this.bytes += answer.body.length
    // Oldest first: a Map iterates in insertion order.
    for (const [oldest] of this.answers) {
      if (this.bytes <= MAX_TOTAL_BYTES) break
      this.drop(oldest)
    }
  }

  private drop(key: string) {
    const answer = this.answers.get(key)
    if (!answer) return
    this.bytes -= answer.body.length
    this.answers.delete(key)
  }

  /** Records what Next writes (after its compression) and keeps it if it is public. */
  private keep(key: string, generation: string, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    let size = 0
    let headers: http.OutgoingHttpHeaders | undefined
    let status = 0
    const { writeHead, write, end } = res
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === 'function' || size > MAX_ANSWER_BYTES) return
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      chunks.push(buffer)
      size += buffer.length
    }
    res.writeHead = function (this: http.ServerResponse, code: number, ...rest: unknown[]) {
      const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      status = code
      headers = { ...this.getHeaders(), ...(given as object) }
      return writeHead.apply(this, [code, ...rest] as Parameters<typeof writeHead>)
    } as typeof res.writeHead
    res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>)
    } as typeof res.write
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1])
      const result = end.apply(res, args as Parameters<typeof end>)
      // An answer that cannot be kept (a 304, a private one) leaves no copy behind either: the
      // one it was fetched to replace is out of date, and visits arriving while a refresh runs
      // would be handed it again.
      if (!headers || size > MAX_ANSWER_BYTES || !keepable(status, headers)) {
        this.drop(key)
      } else {
        this.store(key, {
          status,
          generation,
          until: Date.now() + LIFE_MS,
          refreshingSince: 0,
          body: Buffer.concat(chunks),
          ...replayHeaders(headers),
        })
      }
      return result
    }) as typeof res.end
  }
}

/**
 * Probes that answer for this instance now (a copy would tell of an earlier moment), and the
 * back-office, Payload's panel and Next's own files.
 */
const NEVER_REPLAYED = /^\/(?:admin|cms|cms-api|_next|healthz|readyz)(?:[/?]|$)/

/**
 * The memory key of a request it may answer: the same URL can ask Next for something else. Only
 * a visitor's request has one. A request carrying a session may be answered with what only its
 * user may read (drafts, never-public types), so it is neither answered from a visitor's copy
 * nor kept for one.
 */
function answerKey(req: http.IncomingMessage): string | undefined {
  if (req.method !== 'GET' || NEVER_REPLAYED.test(req.url ?? '')) return undefined
  if (carriesSession(req.headers.authorization, req.headers.cookie)) return undefined
  // Client navigations (rsc, next-router-*), server actions and ranges get other bodies.
  for (const name of Object.keys(req.headers)) {
    if (name === 'rsc' || name === 'range' || name.startsWith('next-')) return undefined
  }
  return `${req.headers.host}\n${req.url}\n${req.headers['accept-encoding'] ?? ''}`
}

/** Vary names that the key already holds or that a request answered here never sends. */
const KEYED_VARY = /^(?:accept-encoding|rsc|next-[a-z-]+)$/

function keepable(status: number, headers: http.OutgoingHttpHeaders): boolean {
  const cacheControl = String(headers['cache-control'] ?? '')
  const vary = String(headers.vary ?? '')
  return (
    (status === 200 || status === 404) &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(?:private|no-store|no-cache)\b/.test(cacheControl) &&
    headers['set-cookie'] === undefined &&
    vary.split(',').every((name) => !name.trim() || KEYED_VARY.test(name.trim().toLowerCase()))
  )
}

// Node writes these for each answer itself; x-nextjs-cache would tell of the request that
// filled memory, not of this one.
const PER_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-nextjs-cache',
])
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length'])

function replayHeaders(recorded: http.OutgoingHttpHeaders) {
  const headers: http.OutgoingHttpHeaders = { 'x-bprs-cache': 'HIT' }
  for (const [name, value] of Object.entries(recorded)) {
    if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = value
  }
  const notModified = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)),
  )
  return { headers, notModified }
}

function replay(req: http.IncomingMessage, res: http.ServerResponse, answer: Answer) {
  if (answer.status === 200 && namesEtag(req.headers['if-none-match'], answer.headers.etag)) {
    res.writeHead(304, answer.notModified).end()
    return
  }
  res
    .writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
    .end(answer.body)
}

/** A memory of recent answers whose generation lives in this process, or in Redis at `key`. */
export function createRecentAnswers(redis?: { url: string; key: string }): RecentAnswers {
  return new RecentAnswers(redis ? sharedGeneration(redis.url, redis.key) : localGeneration())
}

const shared = globalThis as { bprsRecentAnswers?: RecentAnswers }

/** This process's memory of recent answers, made once (content-cache.ts expires it). */
export function recentAnswers(): RecentAnswers {
  return (shared.bprsRecentAnswers ??= createRecentAnswers(
    env.REDIS_URL
      ? { url: env.REDIS_URL, key: `${env.REDIS_KEY_PREFIX}:content-generation` }
      : undefined,
  ))
}
