import { afterAll, beforeAll, expect, it } from 'vitest'

import * as produkItem from '@/app/api/produk/[id]/route'
import * as produk from '@/app/api/produk/route'

import { call, file } from '../helpers/api-client'
import { signInAdmin } from '../helpers/sign-in'
import { makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
let token: string

beforeAll(async () => {
  t = await startTestPayload()
  token = await signInAdmin()
})
afterAll(async () => {
  await t?.close()
})

const form = async (label: string) => ({
  judul: 'Tabungan Wadiah',
  subJudul: `Versi ${label}`,
  deskripsi: 'Simpanan dengan akad wadiah.',
  keunggulan: JSON.stringify([
    { icon: 'bank', label: `Aman ${label}` },
    { icon: 'handshake', label: 'Akad jelas' },
  ]),
  thumbnail: file(await makeImage('png', 1280, 720), `foto-${label}.png`, 'image/png'),
})

it('takes ten parallel edits of one product one after another: no 500, no orphan file', async () => {
  const created = await call(produk.POST, '/api/produk', {
    method: 'POST',
    token,
    form: await form('awal'),
  })
  expect(created.status).toBe(201)
  const id = created.data._id

  const forms = await Promise.all(Array.from({ length: 10 }, (_, i) => form(String(i))))
  const answers = await Promise.all(
    forms.map((f) => call(produkItem.PUT, '', { method: 'PUT', token, params: { id }, form: f })),
  )
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))

  // The last writer wins, whole: its text, its advantages and its images together.
  const final = (await call(produkItem.GET, '', { params: { id } })).data
  const winner = answers.find((a) => a.data.subJudul === final.subJudul)
  expect(winner?.data).toEqual(final)
  expect(final.keunggulan[0].label).toBe(`Aman ${final.subJudul.replace('Versi ', '')}`)

  // Exactly the final record's original and two renditions remain.
  const stem = final.gambar
    .split('/')
    .pop()
    .replace(/\.png$/, '')
  const files = (await t.listMedia()).filter((f) => f.startsWith('produk/')).sort()
  expect(files).toEqual(
    [`${stem}.png`, `${stem}-1280x720.webp`, `${stem}-640x360.webp`]
      .map((f) => `produk/${f}`)
      .sort(),
  )
})
