import type { ServiceContext } from '@/lib/service-context'
import { firstRecords } from '@/modules/content/content.service'

/** The `count` newest products. */
export const newestProduk = (ctx: ServiceContext, count: number) =>
  firstRecords(ctx, 'produk', count, ['-createdAt', '-id'])
