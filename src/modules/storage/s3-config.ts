import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { env } from '@/lib/env'

// A store that stops answering must not hold requests (and database connections) forever:
// each call gives up after these times and is tried once more, so an upload fails within seconds.
const CONNECT_TIMEOUT_MS = 2_000
const REQUEST_TIMEOUT_MS = 5_000

/** The S3 client settings shared by our uploads and @payloadcms/storage-s3's downloads. */
export const s3ClientConfig = (): S3ClientConfig => ({
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  credentials:
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined,
  maxAttempts: 2,
  requestHandler: {
    connectionTimeout: CONNECT_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Without it the SDK only logs a warning and goes on waiting.
    throwOnRequestTimeout: true,
  },
})
