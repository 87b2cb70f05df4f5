import type { SQL } from 'drizzle-orm'

import { produk } from '@/content-types/produk'
import type { UploadFile } from '@/lib/http'
import { findRecordOrThrow, nullIfNotFound } from '@/lib/find-record'
import { NEWEST_CREATED_FIRST, type PageSlice, readPage, streamJsonArray } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { retryOnSlugConflict } from '@/lib/retry-slug'
import { expireContent } from '@/modules/site/content-cache'
import { writeWithUpload } from '@/modules/storage/stored-upload'

import { produkWhere } from './produk.query'
import { PRODUK_MESSAGES } from './produk.rules'
import { produkInputSchema } from './produk.schema'
import type { ProdukDto } from './produk.types'

export const toProdukDto = produk.toDto

/** One page of products, newest first unless `orderBy` says otherwise. */
export async function findProdukPage(
  ctx: ServiceContext,
  q: string | undefined,
  { page, limit, orderBy = NEWEST_CREATED_FIRST }: { page: number; limit: number; orderBy?: SQL },
): Promise<PageSlice<ProdukDto>> {
  const where = produkWhere(ctx.payload, q)
  const query = { where, orderBy, page, limit, searchesTitle: Boolean(q) }
  return readPage(ctx, 'produk', query, toProdukDto)
}

/** The `count` newest products. */
export async function newestProduk(ctx: ServiceContext, count: number): Promise<ProdukDto[]> {
  const { docs } = await ctx.payload.find({
    collection: 'produk',
    sort: ['-createdAt', '-id'],
    pagination: false,
    limit: count,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs.map(toProdukDto)
}

/** Every product, newest first, as SPEC's plain JSON array, read and sent in batches. */
export const streamAllProduk = (ctx: ServiceContext) =>
  streamJsonArray(ctx, 'produk', NEWEST_CREATED_FIRST, toProdukDto)

export async function getProdukOrThrow(ctx: ServiceContext, id: string): Promise<ProdukDto> {
  return toProdukDto(await findRecordOrThrow(ctx, 'produk', id, PRODUK_MESSAGES.notFound))
}

/** The product, or null when the id names none. */
export const findProduk = (ctx: ServiceContext, id: string) =>
  nullIfNotFound(getProdukOrThrow(ctx, id))

export async function createProduk(
  ctx: ServiceContext,
  input: unknown,
  thumbnail: UploadFile | undefined,
): Promise<ProdukDto> {
  const data = parseInput(produkInputSchema, input)
  const doc = await retryOnSlugConflict(() =>
    writeWithUpload('produk', thumbnail, data, (context) =>
      ctx.payload.create({ collection: 'produk', data, context, ...asCaller(ctx) }),
    ),
  )
  await expireContent('produk')
  return toProdukDto(doc)
}

/** Updates a product; without a new thumbnail the old one stays. */
export async function updateProduk(
  ctx: ServiceContext,
  id: string,
  input: unknown,
  thumbnail: UploadFile | undefined,
): Promise<ProdukDto> {
  const data = parseInput(produkInputSchema, input)
  const existing = await getProdukOrThrow(ctx, id)
  const doc = await writeWithUpload(
    'produk',
    thumbnail,
    { slug: existing.slug, judul: data.judul },
    (context) =>
      ctx.payload.update({
        collection: 'produk',
        id: Number(existing._id),
        data,
        context,
        ...asCaller(ctx),
      }),
    existing._id,
  )
  await expireContent('produk')
  return toProdukDto(doc)
}

export async function deleteProduk(ctx: ServiceContext, id: string): Promise<void> {
  const existing = await getProdukOrThrow(ctx, id)
  await ctx.payload.delete({ collection: 'produk', id: Number(existing._id), ...asCaller(ctx) })
  await expireContent('produk')
}
