import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/api/auth/login/route'
import * as logout from '@/app/api/auth/logout/route'
import * as refreshRoute from '@/app/api/auth/refresh/route'
import * as newsBySlug from '@/app/api/news/[key]/route'
import { BAD_TEXT, formText } from '@/lib/http'

import { call } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// Every mutating handler under src/app/api must refuse callers without a valid session; a new
// route that forgets the guard fails here without anyone having to list it.
const API_DIR = path.resolve('src/app/api')
// The ways in for someone signed out: the login, its second step and the password reset.
const PUBLIC_WRITES = new Set([
  'auth/login POST',
  'auth/login/verify POST',
  'auth/forgot-password POST',
  'auth/reset-password POST',
])
const CATCH_ALL = '[...rest]'

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return routeFiles(full)
      return e.name === 'route.ts' ? [full] : []
    }),
  )
  return nested.flat()
}

const toForm = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

let t: TestPayload
let revoked: string

beforeAll(async () => {
  t = await startTestPayload()
  revoked = await signInAdmin()
  await call(logout.POST, '/api/auth/logout', { method: 'POST', token: revoked })
})
afterAll(async () => {
  await t?.close()
})

describe('every mutating /api handler needs a session', () => {
  it('answers 401 without a session and with a revoked token', async () => {
    const checked: string[] = []
    for (const file of await routeFiles(API_DIR)) {
      const route = path.relative(API_DIR, path.dirname(file))
      if (route === CATCH_ALL) continue
      const handlers = (await import(file)) as Record<string, unknown>
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        if (!handlers[method] || PUBLIC_WRITES.has(`${route} ${method}`)) continue
        const params = { id: '1', key: '1' }
        for (const token of [undefined, revoked]) {
          const res = await call(handlers[method], `/api/${route}`, {
            method,
            token,
            params,
            json: {},
          })
          expect(res.status, `${method} /api/${route} token=${Boolean(token)}`).toBe(401)
          expect(res.data.error).toEqual(expect.any(String))
        }
        checked.push(`${method} ${route}`)
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(13)
  })
})

describe('the session cookie from another origin', () => {
  it('is refused, while the same cookie from the site itself is accepted', async () => {
    const res = await call(login.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'rahasia-uji-123' },
    })
    const cookie = `payload-token=${res.data.token}`
    const refresh = async (origin: string) =>
      (
        await call(refreshRoute.POST, '/api/auth/refresh', {
          method: 'POST',
          headers: { cookie, origin, host: 'localhost:3000' },
        })
      ).status
    expect(await refresh('http://localhost:3000')).toBe(200)
    // A state change from another origin is refused outright (CSRF), cookie or not.
    expect(await refresh('http://evil.localhost:3000')).toBe(403)
    expect(await refresh('null')).toBe(403)
  })
})

describe('a NUL character, which PostgreSQL cannot store', () => {
  it('is refused as bad input in JSON, in a form and in a path', async () => {
    const nul = '\u0000'
    const viaJson = await call(login.POST, '/api/auth/login', {
      method: 'POST',
      json: { username: `admin${nul}`, password: 'x' },
    })
    expect(viaJson).toEqual(expect.objectContaining({ status: 400, data: { error: BAD_TEXT } }))
    const viaPath = await call(newsBySlug.GET, '/api/news/x', { params: { key: nul } })
    expect(viaPath).toEqual(expect.objectContaining({ status: 400, data: { error: BAD_TEXT } }))
    expect(() => formText(toForm({ judul: `a${nul}b` }), 'judul')).toThrow(BAD_TEXT)
  })
})
