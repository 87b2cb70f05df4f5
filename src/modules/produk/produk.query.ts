import type { Payload } from 'payload'

import { produk } from '@/content-types/produk'
import { containsText } from '@/lib/page-query'

/** SPEC's title search over the products. */
export const produkWhere = (payload: Payload, q: string | undefined) =>
  q ? containsText(payload, 'judul', q) : undefined

/** The orders the back-office's product table offers, by column id. */
export const PRODUK_SORTS = produk.list.sorts
