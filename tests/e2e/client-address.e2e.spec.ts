import http from 'node:http'

import { expect, test } from './fixtures'

const port = Number(process.env.E2E_PORT ?? 3100)

/** A raw request, for what Playwright's client will not send (TRACE, an undecodable path). */
const raw = (method: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, method, path }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })

/**
 * A login attempt from 127.0.0.2, a loopback address of its own: the attempts this file spends on
 * purpose count there, not against the 127.0.0.1 every other browser test signs in from.
 */
const loginFromOtherAddress = (forwardedFor: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ username: 'tamu-yang-tidak-ada', password: 'salah-sekali' })
    const req = http.request(
      {
        host: '127.0.0.1',
        localAddress: '127.0.0.2',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(body)
  })

test.describe('the server itself @desktop-only', () => {
  test('counts login attempts by the socket address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await loginFromOtherAddress(`203.0.113.${i}`))
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  test('answers TRACE and an undecodable path with a 4xx', async () => {
    expect(await raw('TRACE', '/api/laporan')).toBe(405)
    const undecodable = await raw('GET', '/cms-api/news/%ff')
    expect(undecodable).toBeGreaterThanOrEqual(400)
    expect(undecodable).toBeLessThan(500)
  })

  test("refuses a server action posted by another origin's page with a 403, not a 500", async ({
    request,
  }) => {
    const headers = { 'Next-Action': '0'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' }
    const cross = await request.post('/cms', {
      headers: {
        ...headers,
        Origin: `http://localhost:${port + 1}`,
        'Sec-Fetch-Site': 'same-site',
      },
      data: '[]',
    })
    expect(cross.status()).toBe(403)
    expect(await cross.text()).toBe('Permintaan dari situs lain ditolak.')
    // From the site itself the request reaches Next, which judges the action (unknown here).
    const own = await request.post('/cms', {
      headers: { ...headers, Origin: `http://localhost:${port}`, 'Sec-Fetch-Site': 'same-origin' },
      data: '[]',
    })
    expect(own.status()).not.toBe(403)
  })
})
