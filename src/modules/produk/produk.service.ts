import type { ServiceContext } from '@/lib/service-context'
import { firstRecords } from '@/modules/content/content.service'

/** The `count` newest products. */
export const newestProduk = (ctx: ServiceContext, count: number) =>
  firstRecords(ctx, 'produk', count, ['-createdAt', '-id'])

/** The most products /tarif-dan-biaya lists. */
const TARIF_MAX = 500

/** Every product with a summary, by title: the fee table of /tarif-dan-biaya. */
export const produkWithRingkasan = (ctx: ServiceContext) =>
  firstRecords(ctx, 'produk', TARIF_MAX, ['judul', 'id'], {
    'ringkasan.jenis': { exists: true },
  })
