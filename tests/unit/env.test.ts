import { afterEach, describe, expect, it, vi } from 'vitest'

/** The environment as a server starting with these variables sees it, its check passed. */
const loadEnv = async (vars: Record<string, string | undefined>) => {
  vi.resetModules()
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  const { assertUploadsShared, env } = await import('@/lib/env')
  assertUploadsShared()
  return env
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('several instances and their uploads', () => {
  const postgres = { DATABASE_URL: 'postgres://db/bprs', NEXT_PHASE: undefined }

  it('refuses PostgreSQL with uploads on the local disk, saying what to set', async () => {
    await expect(
      loadEnv({ ...postgres, S3_BUCKET: undefined, MEDIA_SHARED: undefined }),
    ).rejects.toThrow(/MEDIA_SHARED=true/)
  })

  it('starts with an object store, or when told the media folder is shared', async () => {
    expect((await loadEnv({ ...postgres, S3_BUCKET: 'bprs' })).useS3).toBe(true)
    expect(
      (await loadEnv({ ...postgres, S3_BUCKET: undefined, MEDIA_SHARED: 'true' })).usePostgres,
    ).toBe(true)
  })

  it('lets a build or a CLI command load the settings all the same', async () => {
    vi.resetModules()
    vi.stubEnv('DATABASE_URL', 'postgres://db/bprs')
    vi.stubEnv('S3_BUCKET', undefined)
    vi.stubEnv('MEDIA_SHARED', undefined)
    expect((await import('@/lib/env')).env.usePostgres).toBe(true)
  })

  it('needs nothing on SQLite, which is one file for one instance', async () => {
    expect((await loadEnv({ DATABASE_URL: undefined, S3_BUCKET: undefined })).usePostgres).toBe(
      false,
    )
  })
})
