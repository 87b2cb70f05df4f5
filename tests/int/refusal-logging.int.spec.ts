import { Writable } from 'node:stream'

import pino from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as produk from '@/app/api/produk/route'
import { LOGIN_LIMITS } from '@/modules/auth/login-throttle'

import { call, type CallOptions } from '../helpers/api-client'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// What the server writes while it refuses requests anyone can send: Payload's logger (the JSON
// lines its destination receives, one per entry) and the console.
let t: TestPayload
let lines: string[] = []
const SITE = { host: 'localhost:3000' }

beforeAll(async () => {
  t = await startTestPayload()
  // As in a production build, whose minifier renames Payload's error classes: no error is known
  // by its name, so Payload's name-keyed logging levels never apply.
  t.payload.config.loggingLevels = {} as typeof t.payload.config.loggingLevels
})
afterAll(async () => {
  await t?.close()
})
beforeEach(() => {
  lines = []
  const destination = (t.payload.logger as unknown as Record<symbol, Writable>)[
    pino.symbols.streamSym
  ]
  vi.spyOn(destination, 'write').mockImplementation((chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return true
  })
  for (const method of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(...args.map((a) => (a instanceof Error ? String(a.stack) : String(a))))
    })
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

const cms = (method: string, path: string, options: CallOptions = {}) => {
  const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
  return call(cmsApi[method as 'GET'], path, { method, params: { slug }, ...options })
}

/** Each refusal answers with its status and leaves at most one log line, with no stack in it. */
async function expectQuietRefusal(status: number, request: () => Promise<{ status: number }>) {
  lines = []
  expect((await request()).status).toBe(status)
  expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(1)
  expect(lines.join('\n')).not.toMatch(/"stack"|\n\s+at |^\s+at /m)
}

it('anonymous reads of the administrators (403), one line at most each', async () => {
  await expectQuietRefusal(403, () => cms('GET', '/cms-api/users'))
  await expectQuietRefusal(403, () => cms('GET', '/cms-api/users/1'))
  await expectQuietRefusal(403, () => cms('GET', '/cms-api/aktivitas'))
})

it('anonymous writes (401 at /api, 403 at /cms-api) and other origins (403)', async () => {
  await expectQuietRefusal(401, () => call(produk.POST, '/api/produk', { method: 'POST' }))
  await expectQuietRefusal(403, () => cms('DELETE', '/cms-api/news/1', { headers: SITE }))
  await expectQuietRefusal(403, () =>
    cms('POST', '/cms-api/users/login', {
      json: { username: 'admin', password: 'x' },
      headers: { ...SITE, origin: 'http://localhost:4000' },
    }),
  )
})

it('bad input (400)', async () => {
  await expectQuietRefusal(400, () =>
    cms('POST', '/cms-api/users/forgot-password', { json: {}, headers: SITE }),
  )
  await expectQuietRefusal(400, () => cms('GET', '/cms-api/news?limit=banyak', { headers: SITE }))
})

it('unknown records and routes (404)', async () => {
  await expectQuietRefusal(404, () => cms('GET', '/cms-api/news/999999'))
  await expectQuietRefusal(404, () => cms('GET', '/cms-api/news/bukan-id'))
  await expectQuietRefusal(404, () => cms('GET', '/cms-api/news/file/tidak-ada.jpg'))
})

it('a wrong password (401), too many of them (429) and an oversized body (413)', async () => {
  const login = (password: string) =>
    cms('POST', '/cms-api/users/login', {
      json: { username: 'admin', password },
      headers: { ...SITE, 'X-Forwarded-For': '10.22.6.1' },
    })
  for (let i = 0; i < LOGIN_LIMITS.perAccount.points; i++) {
    await expectQuietRefusal(401, () => login(`salah-${i}`))
  }
  await expectQuietRefusal(429, () => login('salah-lagi'))
  await expectQuietRefusal(413, () =>
    cms('POST', '/cms-api/news', {
      body: 'x'.repeat(3 * 1024 * 1024),
      headers: { ...SITE, 'content-type': 'application/json' },
    }),
  )
})
