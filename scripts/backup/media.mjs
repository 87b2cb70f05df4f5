// The installation's uploaded files: the local media folder, or the S3 bucket when S3_BUCKET is
// set (the same variables as the app). Keys are paths relative to the folder or bucket root.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

async function walk(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    ),
  )
  return nested.flat().sort()
}

function localMedia(dir) {
  return {
    kind: 'local',
    list: async () => (await walk(dir)).map((key) => ({ key })),
    // The folder the app will write to, even when the archive holds no file.
    prepare: () => mkdir(dir, { recursive: true }),
    async download(key, target) {
      await pipeline(createReadStream(path.join(dir, key)), createWriteStream(target))
    },
    async upload(key, source) {
      const target = path.join(dir, key)
      await mkdir(path.dirname(target), { recursive: true })
      await pipeline(createReadStream(source), createWriteStream(target))
    },
    clear: () => rm(dir, { recursive: true, force: true }),
  }
}

function s3Media(env) {
  // The SDK ships with the app (@payloadcms/storage-s3); the standalone image carries its
  // CommonJS build only.
  const s3 = createRequire(import.meta.url)('@aws-sdk/client-s3')
  const Bucket = env.S3_BUCKET
  const client = new s3.S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  })
  const keys = async () => {
    const all = []
    let ContinuationToken
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }))
      all.push(...(page.Contents ?? []).map((o) => o.Key))
      ContinuationToken = page.NextContinuationToken
    } while (ContinuationToken)
    return all.sort()
  }
  return {
    kind: 's3',
    list: async () => (await keys()).map((key) => ({ key })),
    // The bucket is made with the store (compose's `bucket` service), never here.
    prepare: async () => {},
    async download(key, target) {
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))
      await pipeline(object.Body, createWriteStream(target))
      return { contentType: object.ContentType }
    },
    // Whole files (uploads are at most 2 MB): a streamed body goes out in aws-chunked encoding,
    // which not every S3-compatible store understands.
    async upload(key, source, { contentType } = {}) {
      const Body = await readFile(source)
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: key, Body, ContentType: contentType }),
      )
    },
    async clear() {
      const all = await keys()
      for (let i = 0; i < all.length; i += 1000) {
        const Objects = all.slice(i, i + 1000).map((Key) => ({ Key }))
        await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects } }))
      }
    },
  }
}

export function configuredMedia(env = process.env) {
  return env.S3_BUCKET ? s3Media(env) : localMedia(path.resolve(env.MEDIA_DIR || 'media'))
}
