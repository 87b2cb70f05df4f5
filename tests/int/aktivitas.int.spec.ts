import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as autoLogout from '@/app/api/auth/auto-logout/route'
import * as changePassword from '@/app/api/auth/change-password/route'
import * as loginRoute from '@/app/api/auth/login/route'
import * as logout from '@/app/api/auth/logout/route'
import * as laporanItem from '@/app/api/laporan/[id]/route'
import * as laporan from '@/app/api/laporan/route'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { aktivitasCsv } from '@/modules/aktivitas/aktivitas.csv'
import { parseAktivitasFilters } from '@/modules/aktivitas/aktivitas.schema'
import { listAktivitas, listAllAktivitas } from '@/modules/aktivitas/aktivitas.service'
import { purgeOldActivity } from '@/modules/aktivitas/retention'
import type { Aktivitas, User } from '@/payload-types'

import { call, type CallOptions, file } from '../helpers/api-client'
import { makePdf } from '../helpers/files'
import {
  ADMIN_PASSWORD as PASSWORD,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
let admin: User

beforeAll(async () => {
  t = await startTestPayload()
  const { docs } = await t.payload.find({ collection: 'users', overrideAccess: true })
  admin = docs[0]
})
afterAll(async () => {
  await t?.close()
})

const trail = async () =>
  (
    await t.payload.find({
      collection: 'aktivitas',
      sort: '-id',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** The records added while `run` ran, oldest first. */
async function recorded(run: () => Promise<unknown>): Promise<Aktivitas[]> {
  const before = new Set((await trail()).map((r) => r.id))
  await run()
  return (await trail()).filter((r) => !before.has(r.id)).reverse()
}

let address = 0
const from = () => `198.51.100.${++address}`

async function signIn(ip = from()) {
  const res = await call(loginRoute.POST, '/api/auth/login', {
    method: 'POST',
    json: { username: 'admin', password: PASSWORD },
    headers: { 'X-Forwarded-For': ip },
  })
  expect(res.status).toBe(200)
  return res.data.token as string
}

const cms = (method: string, path: string, options: CallOptions = {}) => {
  const slug = new URL(path, 'http://x').pathname.split('/').slice(2)
  return call(cmsApi[method as 'GET'], path, { method, params: { slug }, ...options })
}

describe('the audit trail records', () => {
  it('an add, an edit (with the changed fields) and a delete of a report, with who and where', async () => {
    const token = await signIn()
    const ip = from()
    const headers = { 'X-Forwarded-For': ip }
    let id = ''
    const rows = await recorded(async () => {
      const created = await call(laporan.POST, '/api/laporan', {
        method: 'POST',
        token,
        headers,
        form: {
          judul: 'Laporan Audit',
          tanggal: '2026-04-28',
          file: file(makePdf(), 'a.pdf', 'application/pdf'),
        },
      })
      expect(created.status).toBe(201)
      id = created.data._id
      const changed = await call(laporanItem.PATCH, '', {
        method: 'PATCH',
        token,
        headers,
        params: { id },
        form: { judul: 'Laporan Audit Baru', tanggal: '2026-04-28', jenis: 'Tahunan' },
      })
      expect(changed.status).toBe(200)
      const removed = await call(laporanItem.DELETE, '', {
        method: 'DELETE',
        token,
        headers,
        params: { id },
      })
      expect(removed.status).toBe(200)
    })
    expect(rows).toMatchObject([
      { jenis: 'tambah', objek: 'laporan', objekId: id, judul: 'Laporan Audit' },
      { jenis: 'ubah', objek: 'laporan', objekId: id, kolom: 'judul, jenis' },
      { jenis: 'hapus', objek: 'laporan', objekId: id, judul: 'Laporan Audit Baru' },
    ])
    for (const row of rows) expect(row).toMatchObject({ pengguna: 'admin', alamat: ip })
  })

  it('a refused write leaves no record', async () => {
    const token = await signIn()
    const rows = await recorded(() =>
      call(laporan.POST, '/api/laporan', {
        method: 'POST',
        token,
        form: { judul: 'Tanpa berkas', tanggal: '2026-04-28' },
      }),
    )
    expect(rows).toEqual([])
  })

  it("an edit of the bank's identity, naming the changed fields", async () => {
    const rows = await recorded(() =>
      t.payload.updateGlobal({
        slug: 'site-settings',
        data: { motto: 'Amanah dan dekat', telepon: '0274 555 000' },
        user: admin,
        overrideAccess: false,
        context: { disableRevalidate: true },
      }),
    )
    expect(rows).toMatchObject([
      { jenis: 'ubah', objek: 'site-settings', pengguna: 'admin', kolom: 'motto, telepon' },
    ])
  })

  it('sign-ins, a failed one, logouts and a password change, but not password checks', async () => {
    const ip = from()
    const rows = await recorded(async () => {
      const failed = await call(loginRoute.POST, '/api/auth/login', {
        method: 'POST',
        json: { username: 'admin', password: 'bukan-sandinya-1' },
        headers: { 'X-Forwarded-For': ip },
      })
      expect(failed.status).toBe(401)
      const token = await signIn(ip)
      const changed = await call(changePassword.PATCH, '', {
        method: 'PATCH',
        token,
        headers: { 'X-Forwarded-For': ip },
        json: { currentPassword: PASSWORD, newPassword: 'sandi-baru-audit-2026' },
      })
      expect(changed.status).toBe(200)
      const back = await call(changePassword.PATCH, '', {
        method: 'PATCH',
        token,
        headers: { 'X-Forwarded-For': ip },
        json: { currentPassword: 'sandi-baru-audit-2026', newPassword: PASSWORD },
      })
      expect(back.status).toBe(200)
      await call(logout.POST, '/api/auth/logout', {
        method: 'POST',
        token,
        headers: { 'X-Forwarded-For': ip },
      })
      const idle = await signIn(ip)
      await call(autoLogout.POST, '/api/auth/auto-logout', { method: 'POST', token: idle })
    })
    expect(rows.map((r) => r.jenis)).toEqual([
      'login-gagal',
      'login',
      'ubah-password',
      'ubah-password',
      'logout',
      'login',
      'logout',
    ])
    expect(rows[0]).toMatchObject({ pengguna: 'admin', alamat: ip })
    expect(rows[4]).toMatchObject({ pengguna: 'admin', alamat: ip, keterangan: null })
    expect(rows[6].keterangan).toMatch(/Otomatis/)
  })

  it('a failed sign-in at /cms-api, with the username that was tried', async () => {
    const ip = from()
    const rows = await recorded(() =>
      cms('POST', '/cms-api/users/login', {
        json: { username: 'tebakan', password: 'salah-salah-123' },
        headers: { 'X-Forwarded-For': ip },
      }),
    )
    expect(rows).toMatchObject([{ jenis: 'login-gagal', pengguna: 'tebakan', alamat: ip }])
    // The panel may send its fields as a form with the JSON in `_payload`.
    const asForm = await recorded(() =>
      cms('POST', '/cms-api/users/login', {
        form: { _payload: JSON.stringify({ username: 'tebakan2', password: 'salah-salah-123' }) },
        headers: { 'X-Forwarded-For': ip },
      }),
    )
    expect(asForm).toMatchObject([{ jenis: 'login-gagal', pengguna: 'tebakan2', alamat: ip }])
  })
})

describe('nobody can change the trail', () => {
  it('through /cms-api: no add, edit or delete, and no reading without a session', async () => {
    const token = await signIn()
    const before = await trail()
    const [row] = before
    const add = await cms('POST', '/cms-api/aktivitas', {
      token,
      json: { jenis: 'login', pengguna: 'palsu' },
    })
    const edit = await cms('PATCH', `/cms-api/aktivitas/${row.id}`, {
      token,
      json: { pengguna: 'palsu' },
    })
    const bulkEdit = await cms('PATCH', '/cms-api/aktivitas?where[id][exists]=true', {
      token,
      json: { pengguna: 'palsu' },
    })
    const remove = await cms('DELETE', `/cms-api/aktivitas/${row.id}`, { token })
    expect([add.status, edit.status, remove.status]).toEqual([403, 403, 403])
    expect(bulkEdit.data.docs ?? []).toEqual([])
    const anonymous = await cms('GET', '/cms-api/aktivitas')
    expect(anonymous.status).toBe(403)
    expect(await trail()).toEqual(before)
  })

  it("through the Local API, even the server's own calls that bypass access", async () => {
    const [row] = await trail()
    await expect(
      t.payload.update({
        collection: 'aktivitas',
        id: row.id,
        data: { pengguna: 'palsu' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      t.payload.delete({ collection: 'aktivitas', id: row.id, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      t.payload.create({
        collection: 'aktivitas',
        data: { jenis: 'login', pengguna: 'palsu' },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect((await trail()).find((r) => r.id === row.id)).toEqual(row)
  })
})

describe('the back-office reading', () => {
  const ctx = () => ({ payload: t.payload, user: admin })

  it('lists newest first, 10 a page, filtered by type, user and date', async () => {
    const all = await listAllAktivitas(ctx(), parseAktivitasFilters({}))
    expect(all.length).toBeGreaterThan(10)
    const times = all.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const first = await listAktivitas(ctx(), parseAktivitasFilters({}))
    expect(first.docs).toHaveLength(10)
    expect(first.total).toBe(all.length)
    const second = await listAktivitas(ctx(), parseAktivitasFilters({ page: '2' }))
    expect(second.docs[0].id).toBe(all[10].id)

    const failed = await listAllAktivitas(ctx(), parseAktivitasFilters({ jenis: 'login-gagal' }))
    expect(failed.map((r) => r.pengguna).sort()).toEqual(['admin', 'tebakan', 'tebakan2'])
    const byUser = await listAllAktivitas(ctx(), parseAktivitasFilters({ pengguna: 'tebakan2' }))
    expect(byUser).toHaveLength(1)
    const jakartaToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    const today = parseAktivitasFilters({ dari: jakartaToday, sampai: jakartaToday })
    expect(await listAllAktivitas(ctx(), today)).toHaveLength(all.length)
    const past = parseAktivitasFilters({ dari: '2020-01-01', sampai: '2020-12-31' })
    expect(await listAllAktivitas(ctx(), past)).toEqual([])
    // An edited link falls back to everything rather than failing.
    expect(parseAktivitasFilters({ jenis: 'x', dari: '2026-02-30', page: '-1' })).toEqual({
      page: 1,
    })
  })

  it('refuses a visitor', async () => {
    await expect(listAktivitas({ payload: t.payload, user: null }, { page: 1 })).rejects.toThrow()
  })

  it('exports CSV a spreadsheet cannot run as formulas', async () => {
    const rows = await listAllAktivitas(ctx(), parseAktivitasFilters({ jenis: 'login-gagal' }))
    const evil = { ...rows[0], pengguna: '=HYPERLINK("http://x";"a")' }
    const csv = aktivitasCsv([evil])
    const [header, line] = csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(header).toBe('Waktu (WIB);Jenis;Pengguna;Objek;ID;Judul;Field diubah;Alamat;Keterangan')
    expect(line).toContain(`;"'=HYPERLINK(""http://x"";""a"")";`)
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};Login gagal;/)
  })
})

describe('retention', () => {
  it('removes records older than AUDIT_RETENTION_DAYS and keeps newer ones', async () => {
    const count = (await trail()).length
    await purgeOldActivity(t.payload)
    expect((await trail()).length).toBe(count)
    const farFuture = new Date(Date.now() + 1826 * 24 * 3600_000)
    await purgeOldActivity(t.payload, farFuture)
    expect(await trail()).toEqual([])
  })
})
