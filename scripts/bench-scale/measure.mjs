// The figures of one server: the first visit after a save, answer sizes, and throughput.
import { spawn } from 'node:child_process'

import { ADMIN } from './server.mjs'

export async function signIn(base) {
  // A machine this loaded can time a first login out (503); the bench asks again, as a person would.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(ADMIN),
    })
    if (res.ok) return (await res.json()).token
    if (attempt === 5 || res.status !== 503) throw new Error(`login failed: ${res.status}`)
    await new Promise((r) => setTimeout(r, 2000))
  }
}

/** A news item to save again and again: the newest one, as the back-office would send it. */
export async function pickNews(base) {
  const res = await fetch(`${base}/api/news?page=1&limit=1`)
  const body = await res.json()
  return Array.isArray(body) ? body[0] : body
}

let saves = 0
/** Saves the news item through the API, as an administrator does; every public cache of news expires. */
export async function saveNews(base, token, news) {
  const form = new FormData()
  form.set('judul', `${news.judul.replace(/ \[\d+\]$/, '')} [${++saves}]`)
  for (const key of ['kategori', 'kutipan', 'isisatu', 'isidua', 'dibuatPada'])
    form.set(key, String(news[key]))
  const res = await fetch(`${base}/api/news/${news._id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  if (!res.ok) throw new Error(`save failed: ${res.status} ${await res.text()}`)
}

/** Time (ms) and size (bytes, uncompressed) of one GET. */
export async function visit(base, path, headers = {}) {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    headers: { 'Accept-Encoding': 'identity', ...headers },
    signal: AbortSignal.timeout(120_000),
  }).catch((error) => ({ status: 0, error }))
  const body = res.arrayBuffer ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0)
  return { ms: performance.now() - started, bytes: body.length, status: res.status }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The first visit of `path` after a save, three times: median time, size and status. */
export async function firstVisitAfterSave(base, token, news, path, headers) {
  const runs = []
  for (let i = 0; i < 3; i++) {
    await saveNews(base, token, news)
    runs.push(await visit(base, path, headers))
  }
  return { ms: median(runs.map((r) => r.ms)), bytes: runs.at(-1).bytes, status: runs.at(-1).status }
}

/** wrk's requests/s and p99 (ms) for one URL at 50 connections, in a child process. */
export function wrk(url, seconds) {
  return new Promise((resolve) => {
    const child = spawn('wrk', [
      '-t2',
      '-c50',
      `-d${seconds}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      url,
    ])
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('exit', () => {
      const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
      const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out)
      const scale = { us: 0.001, ms: 1, s: 1000 }
      resolve({ rate, p99: p99 ? Number(p99[1]) * scale[p99[2]] : NaN })
    })
  })
}

/** wrk on `url` while the news item is saved every two seconds. */
export async function wrkWhilePublishing(base, token, news, url, seconds) {
  let stop = false
  const publisher = (async () => {
    while (!stop) {
      await saveNews(base, token, news).catch(() => {})
      await new Promise((r) => setTimeout(r, 2000))
    }
  })()
  const result = await wrk(url, seconds)
  stop = true
  await publisher
  return result
}
