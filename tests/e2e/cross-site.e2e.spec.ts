import http from 'node:http'

import { ADMIN, expect, test } from './fixtures'
import { loginViaApi, ORIGIN } from './admin-helpers'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = `http://localhost:${port}`

/** Another port of the same host: the same site to the browser, so the Strict cookie goes along. */
async function attackerServer(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(port + 1, resolve))
  return {
    url: `http://localhost:${port + 1}/`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const autoSubmit = (form: string) =>
  `<!doctype html><html><body>${form}<script>document.forms[0].submit()</script></body></html>`

test.describe('a page on another port of the same host @desktop-only', () => {
  test('cannot create an administrator with the signed-in admin’s cookie', async ({ page }) => {
    await loginViaApi(page)
    const payload = JSON.stringify({
      username: 'penyusup-csrf',
      password: 'sandi-penyusup-99',
      currentPassword: ADMIN.password,
    })
    const attacker = await attackerServer(
      autoSubmit(
        `<form action="${site}/cms-api/users" method="post" enctype="multipart/form-data">` +
          `<input name="_payload" value='${payload}'></form>`,
      ),
    )
    try {
      const answer = page.waitForResponse(`${site}/cms-api/users`)
      await page.goto(attacker.url)
      expect((await answer).status()).toBe(403)
    } finally {
      await attacker.close()
    }
    const found = await page.request.get(
      '/cms-api/users?where[username][equals]=penyusup-csrf&depth=0',
      { headers: ORIGIN },
    )
    expect(found.status()).toBe(200)
    expect((await found.json()).totalDocs).toBe(0)
  })

  test('cannot sign a visitor into another account with a text/plain form', async ({ page }) => {
    const body = `{"username":"${ADMIN.username}","password":"${ADMIN.password}","x":"`
    const attacker = await attackerServer(
      autoSubmit(
        `<form action="${site}/api/auth/login" method="post" enctype="text/plain">` +
          `<input name='${body}' value='"}'></form>`,
      ),
    )
    try {
      const answer = page.waitForResponse(`${site}/api/auth/login`)
      await page.goto(attacker.url)
      const response = await answer
      expect(response.status()).toBe(403)
      expect(await response.headerValue('set-cookie')).toBeNull()
    } finally {
      await attacker.close()
    }
    const cookies = await page.context().cookies(site)
    expect(cookies.filter((c) => c.name === 'payload-token')).toEqual([])
  })
})
