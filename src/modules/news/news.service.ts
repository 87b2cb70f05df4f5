import { asCaller, type ServiceContext } from '@/lib/service-context'
import { firstRecords } from '@/modules/content/content.service'

import { KATEGORI_NEWS, type KategoriNews } from './news.rules'

/** The `count` newest news items. */
export const newestNews = (ctx: ServiceContext, count: number) =>
  firstRecords(ctx, 'news', count, ['-dibuatPada', '-createdAt', '-id'])

/** The categories that have at least one news item, in Indonesian alphabetical order. */
export async function newsCategories(ctx: ServiceContext): Promise<KategoriNews[]> {
  // One index probe per category SPEC knows, never a pass over the rows.
  const present = await Promise.all(
    KATEGORI_NEWS.map(async (kategori) => {
      const { docs } = await ctx.payload.find({
        collection: 'news',
        where: { kategori: { equals: kategori } },
        select: { kategori: true },
        pagination: false,
        limit: 1,
        depth: 0,
        ...asCaller(ctx),
      })
      return docs.length > 0 ? kategori : null
    }),
  )
  return present
    .filter((k): k is KategoriNews => k !== null)
    .sort((a, b) => a.localeCompare(b, 'id'))
}
