import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { s3Storage } from '@payloadcms/storage-s3'
import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Aktivitas } from '@/collections/aktivitas'
import { BagiHasil } from '@/collections/bagi-hasil'
import { KebijakanPrivasi } from '@/collections/kebijakan-privasi'
import { contentCollections } from '@/collections/content-collection'
import { EdgeClaims } from '@/collections/edge-claims'
import { renditionsJudgedApart } from '@/collections/image-sizes'
import { PengajuanNotifikasi } from '@/collections/pengajuan-notifikasi'
import { SiteImages } from '@/collections/site-images'
import { Users } from '@/collections/users'
import { WordpressImpor } from '@/collections/wordpress-impor'
import { FILE_TYPE_SLUGS } from '@/content-types'
import { SiteSettings } from '@/globals/site-settings'
import { emailAdapter } from '@/lib/email-adapter'
import { env } from '@/lib/env'
import { postgresPool } from '@/lib/postgres-pool'
import { badValuesAsBadRequest, logger } from '@/lib/payload-errors'
import { SESSION_COOKIE_PREFIX } from '@/lib/session-cookie'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'
import { s3ClientConfig } from '@/modules/storage/s3-config'
import { onInit } from '@/seed/on-init'
import { validateRedirect } from '@/modules/redirects/redirects.validate'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const sqlitePath = path.resolve(env.SQLITE_PATH)
if (!env.usePostgres) mkdirSync(path.dirname(sqlitePath), { recursive: true })

// Schema changes only ever arrive through committed migrations, applied in onInit.
const db = env.usePostgres
  ? postgresAdapter({
      pool: postgresPool(env.DATABASE_URL ?? ''),
      migrationDir: path.resolve(dirname, 'src/migrations/postgres'),
      push: false,
    })
  : sqliteAdapter({
      client: { url: `file:${sqlitePath}` },
      migrationDir: path.resolve(dirname, 'src/migrations/sqlite'),
      push: false,
      busyTimeout: 5000,
      wal: true,
    })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // No serverURL: file URLs stay relative, so the site works under any host name. Cross-site
  // requests never carry the session, because its cookie is SameSite=Strict.
  // Payload's own panel and REST move aside so /admin and /api follow the spec's contract.
  routes: { admin: '/cms', api: '/cms-api', graphQL: '/cms-api/graphql' },
  // Named here because the answer replay, which runs before Payload, looks for its cookie.
  cookiePrefix: SESSION_COOKIE_PREFIX,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · CMS BPRS' },
  },
  i18n: { supportedLanguages: { id, en }, fallbackLanguage: 'id' },
  collections: [
    Users,
    ...contentCollections(),
    SiteImages,
    Aktivitas,
    BagiHasil,
    KebijakanPrivasi,
    PengajuanNotifikasi,
    EdgeClaims,
    WordpressImpor,
  ],
  globals: [SiteSettings],
  db,
  email: emailAdapter(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  logger,
  hooks: { afterError: [badValuesAsBadRequest] },
  // Rules that read the whole registry, handed to the definitions that need them (pengalihan).
  custom: { validateRedirect },
  upload: { limits: { fileSize: 2 * 1024 * 1024 } },
  // Written only by `npm run generate:types` (checked by check:generated): a test that boots
  // Payload with S3 on would otherwise rewrite it without the storage plugin's prefix field.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    s3Storage({
      enabled: env.useS3,
      // Same schema with or without S3, so one set of migrations serves both.
      alwaysInsertFields: true,
      bucket: env.S3_BUCKET ?? '',
      collections: Object.fromEntries(
        [...FILE_TYPE_SLUGS, SITE_IMAGES].map((slug) => [slug, true]),
      ),
      // It serves and deletes the files; src/modules/storage stores them.
      config: s3ClientConfig(),
    }),
    renditionsJudgedApart,
  ],
  onInit: (payload) => onInit(payload, env.usePostgres ? postgresMigrations : sqliteMigrations),
})
