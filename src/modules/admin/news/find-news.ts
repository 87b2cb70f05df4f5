import { AppError } from '@/lib/errors'
import type { ServiceContext } from '@/lib/payload'
import { getNewsBySlugOrThrow, type NewsDto } from '@/modules/news/news.service'

/** The news item with this slug, or null when there is none (other failures still throw). */
export async function findNews(ctx: ServiceContext, slug: string): Promise<NewsDto | null> {
  try {
    return await getNewsBySlugOrThrow(ctx, slug)
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}
