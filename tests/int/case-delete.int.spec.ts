import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { CASE_FILE_PREFIX } from '@/modules/case-intake/case-files'
import { PENGADUAN_MESSAGES } from '@/modules/pengaduan/pengaduan.rules'
import { changePengaduanStatus, createStaffPengaduan } from '@/modules/pengaduan/pengaduan.service'
import { WBS_MESSAGES } from '@/modules/whistleblowing/whistleblowing.rules'
import { setReportStatus } from '@/modules/whistleblowing/whistleblowing.service'
import { submitWhistleblowing } from '@/modules/whistleblowing/whistleblowing.submit'
import type { User } from '@/payload-types'

import { call } from '../helpers/api-client'
import { signInAs } from '../helpers/sign-in'
import { makePdf } from '../helpers/files'
import { complaintForm, nextAddress } from '../helpers/pengaduan'
import {
  ADMIN_PASSWORD,
  firstAdmin,
  startTestPayload,
  type TestPayload,
} from '../helpers/test-payload'
import { reportForm } from '../helpers/whistleblowing'

/*
 * /cms and /cms-api (Payload's own admin and REST API, the same collection access and hooks)
 * delete a complaint or a whistleblowing report only once it is finished, as the register's
 * retention rule says, with its files; reports stay closed to every administrator but officers.
 */
let t: TestPayload
let admin: User
let officer: User
const OFFICER_PASSWORD = 'petugas-wbs-rahasia-2'

let loginAddress = 0
const signIn = (username: string, password: string) =>
  signInAs(username, password, { 'X-Forwarded-For': `10.9.0.${++loginAddress}` })

beforeAll(async () => {
  t = await startTestPayload()
  admin = await firstAdmin(t.payload)
  officer = await t.payload.create({
    collection: 'users',
    data: {
      username: 'petugas-hapus',
      password: OFFICER_PASSWORD,
      active: true,
      petugasWhistleblowing: true,
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await t?.close()
})

const del = (slug: string, id: number, token: string) =>
  call(cmsApi.DELETE, `/cms-api/${slug}/${id}`, {
    method: 'DELETE',
    token,
    params: { slug: [slug, String(id)] },
  })
const bulkDel = (slug: string, id: number, token: string) =>
  call(cmsApi.DELETE, `/cms-api/${slug}?where[id][equals]=${id}`, {
    method: 'DELETE',
    token,
    params: { slug: [slug] },
  })
const exists = async (collection: 'pengaduan' | 'wbs', id: number) =>
  (await t.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1
const files = async (prefix: string) =>
  (await t.listMedia()).filter((name) => name.startsWith(prefix))

describe('a complaint through /cms-api', () => {
  it('is not deleted while open, with an Indonesian 4xx; once finished it goes with its files', async () => {
    const token = await signIn('admin', ADMIN_PASSWORD)
    const created = await createStaffPengaduan(
      { payload: t.payload, user: admin },
      complaintForm({ kanal: 'kantor' }, [{ name: 'bukti.pdf', bytes: makePdf() }]),
    )
    if (!created.ok) throw new Error(created.message)
    const before = await files(CASE_FILE_PREFIX.pengaduan)
    expect(before.length).toBeGreaterThan(0)

    const one = await del('pengaduan', created.id, token)
    expect(one.status).toBe(409)
    expect(JSON.stringify(one.data)).toContain(PENGADUAN_MESSAGES.hapusBelumSelesai)
    const many = await bulkDel('pengaduan', created.id, token)
    expect(many.status).toBeGreaterThanOrEqual(400)
    expect(many.status).toBeLessThan(500)
    expect(JSON.stringify(many.data)).toContain(PENGADUAN_MESSAGES.hapusBelumSelesai)
    expect(await exists('pengaduan', created.id)).toBe(true)
    expect(await files(CASE_FILE_PREFIX.pengaduan)).toEqual(before)

    await changePengaduanStatus({ payload: t.payload, user: admin }, String(created.id), {
      status: 'selesai',
      jawaban: 'Telah diselesaikan di kantor.',
    })
    expect((await del('pengaduan', created.id, token)).status).toBe(200)
    expect(await exists('pengaduan', created.id)).toBe(false)
    expect((await files(CASE_FILE_PREFIX.pengaduan)).length).toBe(before.length - 1)
  })
})

describe('a whistleblowing report through /cms-api', () => {
  it('is neither read nor deleted by a non-officer, and by an officer only once finished', async () => {
    const report = await submitWhistleblowing(
      t.payload,
      reportForm({}, [{ name: 'bukti.pdf', bytes: makePdf() }]),
      { address: nextAddress() },
    )
    if (!report.ok) throw new Error(report.message)
    const before = await files(CASE_FILE_PREFIX.whistleblowing)
    const adminToken = await signIn('admin', ADMIN_PASSWORD)
    const officerToken = await signIn('petugas-hapus', OFFICER_PASSWORD)

    const read = await call(cmsApi.GET, `/cms-api/wbs/${report.id}`, {
      token: adminToken,
      params: { slug: ['wbs', String(report.id)] },
    })
    expect(read.status).toBe(403)
    expect(JSON.stringify(read.data)).not.toContain(report.nomor)
    expect((await del('wbs', report.id, adminToken)).status).toBe(403)
    const open = await del('wbs', report.id, officerToken)
    expect(open.status).toBe(409)
    expect(JSON.stringify(open.data)).toContain(WBS_MESSAGES.hapusBelumSelesai)
    expect(await exists('wbs', report.id)).toBe(true)
    expect(await files(CASE_FILE_PREFIX.whistleblowing)).toEqual(before)

    await setReportStatus({ payload: t.payload, user: officer }, String(report.id), {
      status: 'selesai',
      hasil: 'tidakTerbukti',
      kesimpulan: 'Tidak ditemukan bukti.',
    })
    expect((await del('wbs', report.id, officerToken)).status).toBe(200)
    expect(await exists('wbs', report.id)).toBe(false)
    expect((await files(CASE_FILE_PREFIX.whistleblowing)).length).toBe(before.length - 1)
  })
})
