import type { NewsDto } from './news.types'

/** Newest first by dibuatPada, then by creation: the order of /news and of the feed. */
export const newestNewsFirst = (a: NewsDto, b: NewsDto) =>
  b.dibuatPada.localeCompare(a.dibuatPada) || b.createdAt.localeCompare(a.createdAt)
