// The image alone, on SQLite, with its data and media volumes: what one container on one
// machine must do, across a restart and a new container, and a second server on the same data
// refused.
import { randomBytes } from 'node:crypto'

import { publicPaths } from '../../tests/e2e/public-helpers.ts'
import { sqliteInUse } from '../../src/seed/sqlite-owner.ts'
import { check, waitUntil } from './checks.mjs'
import { createVolume, docker, inspect, logsOf, runContainer, waitHealthy } from './docker.mjs'
import {
  changePassword,
  fixture,
  getBytes,
  getJson,
  getText,
  signIn,
  uploadReport,
} from './site.mjs'
import { info, step } from './shell.mjs'

const PORT = 3200
const SECOND_PORT = 3201
const BASE = `http://127.0.0.1:${PORT}`
const ADMIN_PASSWORD = 'rahasia-image-123'
// Set through the API before the restart: a database lost and seeded again would know only
// ADMIN_PASSWORD.
const CHANGED_PASSWORD = 'sandi-baru-image-456'

/** The uid the container's server (process 1) runs as. */
async function serverUid(name) {
  const status = await docker('exec', name, 'cat', '/proc/1/status')
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1])
}

async function checkPublicRoutes() {
  const [produk] = await getJson(`${BASE}/api/produk`)
  const [news] = await getJson(`${BASE}/api/news`)
  check(produk && news, 'the demo seed gave a product and a news item to visit')
  const failures = []
  for (const route of publicPaths(produk.slug, news.slug)) {
    const { status } = await getText(`${BASE}${route}`)
    if (status !== 200) failures.push(`${route} ${status}`)
  }
  check(failures.length === 0, 'every public route answers 200', failures.join(', '))
}

/** What must outlive the container: the administrator as changed, and the report and its PDF. */
async function checkKept(when, report) {
  const login = await signIn(BASE, CHANGED_PASSWORD)
  check(login.status === 200, `${when}, the administrator signs in with the changed password`)
  const reports = await getJson(`${BASE}/api/laporan`)
  check(
    reports.some((r) => r._id === report._id),
    `${when}, the report is listed`,
  )
  const pdf = await getBytes(`${BASE}${report.fileUrl}`)
  const same = pdf.bytes.equals(await fixture('sample.pdf'))
  check(pdf.status === 200 && same, `${when}, its PDF is served byte for byte`, pdf.status)
}

async function checkSecondRefused(image, env, volumes, name) {
  step('A second container on the same data volume')
  await runContainer(name, image, { env: { ...env, PORT: SECOND_PORT }, volumes })
  const state = await waitUntil(
    async () => {
      const s = JSON.parse(await inspect(name, '{{json .State}}'))
      return !s.Running && s
    },
    120,
    'the second container to stop',
  )
  check(state.ExitCode !== 0, 'it stops with a failure exit code', state.ExitCode)
  const logs = await logsOf(name)
  const message = sqliteInUse('/app/data/bprs.db')
  check(logs.includes(message), 'it says why, in Indonesian', logs.slice(-600))
  check((await getText(`${BASE}/healthz`)).status === 200, 'the first container still serves')
}

export async function checkSqliteAlone(image, prefix) {
  step('Alone on SQLite: one container with a data volume and a media volume')
  const data = await createVolume(`${prefix}-data`)
  const media = await createVolume(`${prefix}-media`)
  const volumes = [`${data}:/app/data`, `${media}:/app/media`]
  const env = {
    PORT,
    SITE_URL: BASE,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
  }
  const name = `${prefix}-solo`
  const remove = await runContainer(name, image, { env, volumes })
  check(true, `the HEALTHCHECK calls it healthy (after ${await waitHealthy(name)} s)`)
  const uid = await serverUid(name)
  check(uid !== 0, 'the server runs as a non-root user', `uid ${uid}`)
  check((await inspect(name, '{{.Config.User}}')) === 'node', 'the image sets USER node')
  await checkPublicRoutes()

  const login = await signIn(BASE, ADMIN_PASSWORD)
  check(login.status === 200, 'the administrator signs in with ADMIN_PASSWORD', login.status)
  const changed = await changePassword(BASE, login.token, ADMIN_PASSWORD, CHANGED_PASSWORD)
  check(changed === 200, 'and changes the password', changed)
  const report = await uploadReport(BASE, login.token, `Laporan Uji Image ${prefix}`)
  const detail = JSON.stringify(report.body)
  check(report.status === 201, 'a report uploaded through POST /api/laporan is accepted', detail)
  await checkKept('at once', report.body)

  info('docker restart')
  await docker('restart', name)
  await waitHealthy(name)
  await checkKept('after docker restart', report.body)

  await checkSecondRefused(image, env, volumes, `${prefix}-second`)

  step('A new container on the same volumes, the first one removed')
  await remove()
  const removeFresh = await runContainer(`${prefix}-fresh`, image, { env, volumes })
  await waitHealthy(`${prefix}-fresh`)
  await checkKept('in the new container', report.body)
  await removeFresh()
}
