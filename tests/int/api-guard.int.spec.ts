import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/api/auth/login/route'
import * as logout from '@/app/api/auth/logout/route'

import { call } from '../helpers/api-client'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

// Every mutating handler under src/app/api must refuse callers without a valid session; a new
// route that forgets the guard fails here without anyone having to list it.
const API_DIR = path.resolve('src/app/api')
const PUBLIC_WRITES = new Set(['auth/login POST'])
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

let t: TestPayload
let revoked: string

beforeAll(async () => {
  t = await startTestPayload()
  const res = await call(login.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: 'rahasia-uji-123' },
  })
  revoked = res.data.token
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
