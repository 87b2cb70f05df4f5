import type { SQL } from 'drizzle-orm'

import { produk } from '@/content-types/produk'
import type { UploadFile } from '@/lib/http'
import { findRecordOrThrow, nullIfNotFound } from '@/lib/find-record'
import { NEWEST_CREATED_FIRST, type PageSlice, readPage } from '@/lib/page-query'
import { asCaller, type ServiceContext } from '@/lib/payload'
import { parseInput } from '@/lib/parse-input'
import { createRecord, deleteRecord, updateRecord } from '@/modules/content/content.service'

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

export async function getProdukOrThrow(ctx: ServiceContext, id: string): Promise<ProdukDto> {
  return toProdukDto(await findRecordOrThrow(ctx, 'produk', id, PRODUK_MESSAGES.notFound))
}

/** The product, or null when the id names none. */
export const findProduk = (ctx: ServiceContext, id: string) =>
  nullIfNotFound(getProdukOrThrow(ctx, id))

export const createProduk = (ctx: ServiceContext, input: unknown, thumbnail?: UploadFile) =>
  createRecord(ctx, 'produk', parseInput(produkInputSchema, input), thumbnail)

/** Updates a product; without a new thumbnail the old one stays. */
export const updateProduk = (
  ctx: ServiceContext,
  id: string,
  input: unknown,
  thumbnail?: UploadFile,
) => updateRecord(ctx, 'produk', id, parseInput(produkInputSchema, input), thumbnail)

export const deleteProduk = (ctx: ServiceContext, id: string) => deleteRecord(ctx, 'produk', id)
