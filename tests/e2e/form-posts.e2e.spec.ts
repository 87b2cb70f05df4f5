import type { APIRequestContext, Page } from '@playwright/test'

import { BAD_FORM } from '@/lib/form-limits'
import { MIN_FILL_MS, PENGAJUAN_MESSAGES as M } from '@/modules/pengajuan/pengajuan.rules'

import { expect, test } from './fixtures'

/*
 * The two public forms' posts as a client other than the page sends them: bodies cut short or
 * empty, and a cached page's hidden fields replayed at once. Each is refused with a 4xx and an
 * Indonesian message; none reaches the inbox.
 */
const FORMS = ['/hubungi-kami', '/ajukan-pembiayaan']

const decode = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

/** The hidden fields of the page's form (React's action fields, jenis, mulai, the trap). */
async function hiddenFields(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const form = html.slice(html.indexOf('encType="multipart/form-data"'))
  const fields: Record<string, string> = {}
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1]
    if (!name || !/type="hidden"|name="\$ACTION/.test(input)) continue
    fields[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '')
  }
  return fields
}

/** A multipart body, as a browser frames it, with `boundary`. */
function multipart(fields: Record<string, string>, boundary: string) {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .concat(`--${boundary}--\r\n`)
    .join('')
}

const person = {
  situs: '',
  nama: 'Penguji Kiriman',
  telepon: '0812 7000 0001',
  email: '',
  kota: 'Bantul',
  pesan: 'Mohon info.',
  jumlah: '10.000.000',
  tenor: '12',
  persetujuan: 'ya',
}

test.describe('form posts from outside the page @desktop-only', () => {
  test('an empty or cut-short body is refused with 400 and a message, with JavaScript or without', async ({
    request,
  }) => {
    for (const path of FORMS) {
      const fields = await hiddenFields(request, path)
      const actionId = JSON.parse(fields['$ACTION_1:0']).id as string
      const boundary = '----bprs-uji'
      const whole = multipart({ ...fields, ...person }, boundary)
      const bodies = { empty: '', truncated: whole.slice(0, Math.floor(whole.length / 2)) }
      for (const [kind, body] of Object.entries(bodies)) {
        // Without JavaScript the form posts itself; with it, Next's client posts the action.
        for (const script of [
          {} as Record<string, string>,
          { 'Next-Action': actionId, Accept: 'text/x-component' },
        ]) {
          const answer = await request.post(path, {
            headers: {
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              ...script,
            },
            data: Buffer.from(body),
          })
          const what = `${path} ${kind} ${script['Next-Action'] ? 'with' : 'without'} JavaScript`
          expect(answer.status(), what).toBe(400)
          expect(await answer.text(), what).toBe(BAD_FORM)
        }
      }
      // A fetch action whose text body is not React's encoding.
      const text = await request.post(path, {
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': actionId },
        data: '-',
      })
      expect(text.status()).toBe(400)
    }
  })

  test("a cached page's hidden fields replayed at once are too fast, however old the page", async ({
    request,
  }) => {
    for (const path of FORMS) {
      // The page a visitor gets comes from the cache, rendered long enough before for a token
      // made with it to pass the minimum fill time.
      await request.get(path)
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 1000))
      const fields = await hiddenFields(request, path)
      const boundary = '----bprs-uji'
      const answer = await request.post(path, {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        data: Buffer.from(multipart({ ...fields, ...person }, boundary)),
      })
      expect(answer.status(), path).toBe(400)
      expect(await answer.text(), path).toContain(M.terlaluCepat)
    }
  })
})

async function fillFast(page: Page, path: string) {
  await page.getByLabel('Nama lengkap').fill('Penguji Cepat')
  await page.getByLabel('Nomor HP/WhatsApp').fill('0812 7000 0002')
  await page.getByLabel('Kota/kabupaten').fill('Sleman')
  if (path === '/ajukan-pembiayaan') {
    await page.getByLabel('Jumlah pembiayaan (Rp)').fill('10.000.000')
    await page.getByLabel('Tenor (bulan)').fill('12')
  } else {
    await page.getByLabel('Pesan').fill('Mohon info.')
  }
  await page.getByRole('checkbox').check()
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the minimum fill time from a cached page, JavaScript ${javaScriptEnabled ? 'on' : 'off'} @desktop-only`, () => {
    test.use({ javaScriptEnabled })

    test('a form sent a moment after this visitor opened it is refused as too fast', async ({
      page,
      request,
    }) => {
      for (const path of FORMS) {
        await request.get(path)
        await page.waitForTimeout(MIN_FILL_MS + 1000)
        await page.goto(path)
        await fillFast(page, path)
        const fast = page.waitForResponse((r) => r.request().method() === 'POST')
        await page.getByRole('button', { name: /^Kirim/ }).click()
        expect((await fast).status(), path).toBe(400)
        await expect(page.locator('main [role=alert]')).toContainText(M.terlaluCepat)
      }
    })
  })
}
