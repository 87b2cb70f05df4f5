import path from 'node:path'
import { z } from 'zod'

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
})

const parsed = schema.parse(process.env)

if (parsed.NODE_ENV === 'production' && !parsed.PAYLOAD_SECRET && !process.env.NEXT_PHASE) {
  throw new Error('PAYLOAD_SECRET wajib diisi di production.')
}

export const env = {
  ...parsed,
  // Development and tests get a fixed secret so tokens survive restarts; production must set one.
  PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? 'dev-only-secret-change-me',
  isProduction: parsed.NODE_ENV === 'production',
  usePostgres: /^postgres(ql)?:\/\//.test(parsed.DATABASE_URL ?? ''),
  useS3: Boolean(parsed.S3_BUCKET),
  mediaDir: path.resolve(parsed.MEDIA_DIR),
}
