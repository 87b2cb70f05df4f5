import type { Payload } from 'payload'

import { containsText } from '@/lib/page-query'

/** SPEC's title search over the products. */
export const produkWhere = (payload: Payload, q: string | undefined) =>
  q ? containsText(payload, 'judul', q) : undefined
