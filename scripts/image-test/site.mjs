// The site as a client sees it over HTTP: sign-in, uploads through the API, pages.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const fixture = (name) => readFile(path.resolve('tests/fixtures', name))

export async function getText(url) {
  const res = await fetch(url)
  return { status: res.status, text: await res.text() }
}

export async function getBytes(url) {
  const res = await fetch(url)
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}

export async function getJson(url) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`)
  return res.json()
}

/** POST /api/auth/login; the answer's status, token and user. */
export async function signIn(base, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  })
  const body = await res.json().catch(() => ({}))
  return { status: res.status, token: body.token, user: body.user }
}

/** PATCH /api/auth/change-password; the answer's status. */
export async function changePassword(base, token, currentPassword, newPassword) {
  const res = await fetch(`${base}/api/auth/change-password`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ currentPassword, newPassword }),
  })
  return res.status
}

async function postForm(url, token, fields) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: res.status, body: await res.json().catch(() => ({})) }
}

/** POST /api/laporan (multipart): a report with tests/fixtures/sample.pdf. */
export async function uploadReport(base, token, judul) {
  const pdf = await fixture('sample.pdf')
  return postForm(`${base}/api/laporan`, token, {
    judul,
    tanggal: '2026-04-28',
    jenis: 'Publikasi',
    file: new File([pdf], 'laporan-image.pdf', { type: 'application/pdf' }),
  })
}

/** POST /api/news (multipart): a news item with tests/fixtures/sample.jpg as its thumbnail. */
export async function createNews(base, token, judul) {
  const jpeg = await fixture('sample.jpg')
  return postForm(`${base}/api/news`, token, {
    judul,
    kategori: 'Pengumuman',
    kutipan: 'Dari uji image.',
    isisatu: 'Paragraf satu.',
    isidua: 'Paragraf dua.',
    dibuatPada: '2026-05-20',
    thumbnail: new File([jpeg], 'image-test.jpg', { type: 'image/jpeg' }),
  })
}
