import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'
import type { User } from '@/payload-types'

import { TEST_DATABASE_PREFIX } from './test-db-prefix'

/** The password every run gives the first administrator, 'admin'. */
export const ADMIN_PASSWORD = 'rahasia-uji-123'

export type TestPayload = {
  payload: Payload
  mediaDir: string
  /**
   * Every file under the media folder, relative to it; the site's own pictures, which every start
   * stores, only when asked for.
   */
  listMedia: (options?: { sitePictures?: boolean }) => Promise<string[]>
  close: () => Promise<void>
}

/** The first administrator ('admin'), as the start-up made it. */
export async function firstAdmin(payload: Payload): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { username: { equals: 'admin' } },
    overrideAccess: true,
  })
  return docs[0]
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])

/**
 * Creates a throw-away PostgreSQL database; refuses anything but a local server. Payload keeps
 * pooled connections open until its worker exits, so tests/helpers/global-setup.ts drops these
 * databases after the whole run instead of each file dropping its own.
 */
async function createPostgresDatabase(): Promise<string> {
  const base = new URL(process.env.DATABASE_URL ?? '')
  if (!LOCAL_HOSTS.has(base.hostname)) throw new Error(`Refusing non-local database ${base.host}`)
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

async function walk(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    ),
  )
  return nested.flat()
}

/**
 * Prepares the environment of one test file: a temp folder with its SQLite file and media, or a
 * fresh PostgreSQL database (per TEST_DB). Runs as a Vitest setup file, before the test file's
 * imports, because the config reads the environment when it is first imported.
 */
export async function prepareTestEnvironment(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bprs-int-'))
  Object.assign(process.env, {
    TEST_TMP_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    SQLITE_PATH: path.join(dir, 'test.db'),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    // Redis (when REDIS_URL is set) is shared with every other run: each file keeps its own keys.
    REDIS_KEY_PREFIX: `bprs-test-${randomBytes(6).toString('hex')}`,
  })
  if (process.env.TEST_DB === 'postgres') {
    process.env.DATABASE_URL = await createPostgresDatabase()
    // One test process is the only instance, so its media folder is trivially shared.
    process.env.MEDIA_SHARED = 'true'
  } else {
    delete process.env.DATABASE_URL
  }
}

/** Boots the real Payload of this test file (migrations run; the seed when SEED_DEMO allows). */
export async function startTestPayload(options: { seed?: boolean } = {}): Promise<TestPayload> {
  // Read by onInit at boot, not at import, so a file may still ask for the demo content here.
  if (options.seed) process.env.SEED_DEMO = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const mediaDir = process.env.MEDIA_DIR ?? ''
  return {
    payload,
    mediaDir,
    listMedia: async ({ sitePictures = false } = {}) =>
      (await walk(mediaDir)).filter((file) => sitePictures || !file.startsWith(`${SITE_IMAGES}/`)),
    close: async () => {
      await payload.destroy()
      await rm(process.env.TEST_TMP_DIR ?? '', { recursive: true, force: true })
    },
  }
}
