import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as loginRoute from '@/app/api/auth/login/route'
import * as logoutOthers from '@/app/api/auth/logout-others/route'
import * as refresh from '@/app/api/auth/refresh/route'
import * as sessions from '@/app/api/auth/sessions/route'

import { call } from '../helpers/api-client'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const signIn = async () => {
  const res = await call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: 'rahasia-uji-123' },
  })
  expect(res.status).toBe(200)
  return res.data.token as string
}
const list = (token?: string) => call(sessions.GET, '/api/auth/sessions', { token })
const endOthers = (token: string) =>
  call(logoutOthers.POST, '/api/auth/logout-others', { method: 'POST', token })
const alive = async (token: string) =>
  (await call(refresh.POST, '/api/auth/refresh', { method: 'POST', token })).status === 200

describe('your own sessions', () => {
  it('lists them with the current one marked, and ends every other one', async () => {
    const here = await signIn()
    const phone = await signIn()
    const laptop = await signIn()
    expect((await list()).status).toBe(401)

    const seen = await list(here)
    expect(seen.status).toBe(200)
    const rows = seen.data.data as { id: string; current: boolean; expiresAt: string }[]
    expect(rows).toHaveLength(3)
    expect(rows.filter((r) => r.current)).toHaveLength(1)
    expect(JSON.stringify(seen.data)).not.toMatch(/token|hash|salt/)
    // Each token sees itself as the current one.
    const fromPhone = (await list(phone)).data.data as { id: string; current: boolean }[]
    expect(fromPhone.find((r) => r.current)!.id).not.toBe(rows.find((r) => r.current)!.id)

    const ended = await endOthers(here)
    expect(ended).toMatchObject({
      status: 200,
      data: { ended: 2, message: '2 sesi di perangkat lain telah diakhiri.' },
    })
    expect(await alive(phone)).toBe(false)
    expect(await alive(laptop)).toBe(false)
    expect(await alive(here)).toBe(true)
    const after = (await list(here)).data.data as { id: string; current: boolean }[]
    expect(after).toHaveLength(1)
    expect(after[0]!.current).toBe(true)

    expect((await endOthers(here)).data).toEqual({
      ended: 0,
      message: 'Tidak ada sesi lain yang aktif.',
    })
    const { docs } = await t.payload.find({
      collection: 'aktivitas',
      where: { keterangan: { like: 'Keluar dari perangkat lain' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ jenis: 'logout', pengguna: 'admin' })
  })
})
