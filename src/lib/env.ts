import path from 'node:path'
import { z } from 'zod'

/** `VAR=` (as compose passes an unset optional value) means unset. */
const unsetWhenEmpty = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner)

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  SQLITE_PATH: z.string().default('data/bprs.db'),
  MEDIA_DIR: z.string().default('media'),
  PAYLOAD_SECRET: z.string().optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  MEDIA_SHARED: z.enum(['true', 'false']).default('false'),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('bprs'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(1825),
  ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
  SMTP_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^smtps?:\/\//)
      .optional(),
  ),
  MAIL_FROM: unsetWhenEmpty(z.string().optional()),
  INQUIRY_WEBHOOK_URL: unsetWhenEmpty(z.string().url().optional()),
  INQUIRY_WEBHOOK_SECRET: unsetWhenEmpty(z.string().optional()),
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
})

const parsed = schema.parse(process.env)

if (parsed.NODE_ENV === 'production' && !parsed.PAYLOAD_SECRET && !process.env.NEXT_PHASE) {
  throw new Error('PAYLOAD_SECRET wajib diisi di production.')
}

const usePostgres = /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL ?? '')

export const env = {
  ...parsed,
  // Development and tests get a fixed secret so tokens survive restarts; production must set one.
  PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? 'dev-only-secret-change-me',
  isProduction: parsed.NODE_ENV === 'production',
  usePostgres,
  useS3: Boolean(parsed.S3_BUCKET),
  trustProxy: parsed.TRUST_PROXY === 'true',
  // Secure in production and on any HTTPS site; browsers still accept it on http://localhost.
  secureCookies: parsed.NODE_ENV === 'production' || parsed.SITE_URL.startsWith('https://'),
  mediaDir: path.resolve(parsed.MEDIA_DIR),
  secondFactorRequired: parsed.ADMIN_2FA === 'required',
  mailConfigured: Boolean(parsed.SMTP_URL),
}

/**
 * PostgreSQL is how several instances share one site; each keeping uploads on its own disk would
 * serve different files (or none) depending on which instance answers. So a server on PostgreSQL
 * refuses to start (src/seed/on-init.ts) unless told the folder is shared; builds and CLI
 * commands, which store no upload, go on.
 */
export function assertUploadsShared(): void {
  if (env.usePostgres && !env.useS3 && env.MEDIA_SHARED !== 'true') {
    throw new Error(
      'DATABASE_URL tanpa S3_BUCKET: file unggahan hanya tersimpan di MEDIA_DIR instance ini. ' +
        'Atur S3_BUCKET, atau MEDIA_SHARED=true bila MEDIA_DIR dipakai bersama oleh semua instance.',
    )
  }
}
