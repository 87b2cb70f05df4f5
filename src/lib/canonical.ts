/**
 * The canonical path of a list's page: '/news' for page 1, '/news?page=3' after it. Filters and
 * searches are left out, so their combinations do not each become a page of their own.
 */
export function canonicalPath(path: string, page?: number): string {
  return page && Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path
}
