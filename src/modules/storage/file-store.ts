import { mkdir, open, readdir, readFile, rm, stat, rename } from 'node:fs/promises'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import { CONTENT_TYPE_SLUGS, type ContentTypeSlug } from '@/content-types'
import { env } from '@/lib/env'
import { SITE_IMAGES } from '@/modules/site-look/site-look.rules'

import { s3ClientConfig } from './s3-config'

/** Every content type keeps its file in a collection of its own name; the site's own pictures in
 * theirs. */
export type UploadCollection = ContentTypeSlug | typeof SITE_IMAGES
export const UPLOAD_COLLECTIONS: UploadCollection[] = [...CONTENT_TYPE_SLUGS, SITE_IMAGES]

export type StoredObject = { key: string; modified: Date }

/** Where upload files live: the media folder or an S3-compatible bucket. */
export type FileStore = {
  /** The store's key of a collection's file. */
  keyOf: (collection: UploadCollection, filename: string) => string
  /** Stores a whole file or nothing: a failed write leaves no part of it behind. */
  put: (key: string, data: Buffer, mimeType: string) => Promise<void>
  remove: (key: string) => Promise<void>
  /** A stored file's bytes (the start-up's preview backfill reads the PDFs). */
  read: (key: string) => Promise<Buffer>
  list: () => Promise<StoredObject[]>
}

// Written under this prefix and renamed into place once complete, so a crash or a full disk
// never leaves a half-written file under a name a record could point at.
const PARTIAL = '.partial-'

const localStore = (root: string): FileStore => ({
  keyOf: (collection, filename) => `${collection}/${filename}`,
  async put(key, data) {
    const target = path.join(root, key)
    const partial = path.join(path.dirname(target), `${PARTIAL}${path.basename(target)}`)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      const handle = await open(partial, 'wx')
      try {
        await handle.writeFile(data)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(partial, target)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
  },
  remove: (key) => rm(path.join(root, key), { force: true }),
  read: (key) => readFile(path.join(root, key)),
  async list() {
    const found: StoredObject[] = []
    // MEDIA_DIR holds the uploads, chosen at run time: the build must not take it (or, unable to
    // tell where it is, the whole project) into the server's files.
    for (const collection of UPLOAD_COLLECTIONS) {
      const dir = path.join(/* turbopackIgnore: true */ root, collection)
      const names = await readdir(/* turbopackIgnore: true */ dir).catch(() => [] as string[])
      for (const name of names) {
        const file = path.join(/* turbopackIgnore: true */ dir, name)
        const info = await stat(/* turbopackIgnore: true */ file).catch(() => null)
        if (info?.isFile()) found.push({ key: `${collection}/${name}`, modified: info.mtime })
      }
    }
    return found
  },
})

const s3Store = (bucket: string): FileStore => {
  const client = new S3Client(s3ClientConfig())
  return {
    // One flat bucket, as @payloadcms/storage-s3 serves it: the key is the file name.
    keyOf: (_collection, filename) => filename,
    async put(key, data, mimeType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: mimeType }),
      )
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!answer.Body) throw new Error(`storage: ${key} has no body`)
      return Buffer.from(await answer.Body.transformToByteArray())
    },
    async list() {
      const found: StoredObject[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        for (const item of page.Contents ?? []) {
          if (item.Key) found.push({ key: item.Key, modified: item.LastModified ?? new Date(0) })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return found
    },
  }
}

let store: FileStore | undefined

export function fileStore(): FileStore {
  store ??= env.useS3 ? s3Store(env.S3_BUCKET ?? '') : localStore(env.mediaDir)
  return store
}
