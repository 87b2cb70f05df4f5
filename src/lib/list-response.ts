import { createHash } from 'node:crypto'

import { type SQL, sql } from 'drizzle-orm'

import { PUBLIC_CACHE_HEADERS } from './cache-control'
import { namesEtag } from './etag'
import type { PageSlice } from './page-query'
import { queryRows } from './page-query'
import type { ServiceContext } from './service-context'

/**
 * One page of an API list: SPEC's plain array, its total in X-Total-Count and its neighbours in a
 * Link header, the way GitHub's API pages.
 */
export function pageResponse<T>(url: URL, slice: PageSlice<T>, limit: number): Response {
  const link = (page: number, rel: string) => {
    const params = new URLSearchParams(url.searchParams)
    params.set('page', String(page))
    params.set('limit', String(limit))
    return `<${url.pathname}?${params}>; rel="${rel}"`
  }
  const links = [
    slice.page > 1 ? link(slice.page - 1, 'prev') : '',
    slice.page < slice.totalPages ? link(slice.page + 1, 'next') : '',
  ].filter(Boolean)
  return Response.json(slice.items, {
    headers: {
      ...PUBLIC_CACHE_HEADERS,
      'X-Total-Count': String(slice.total),
      ...(links.length ? { Link: links.join(', ') } : {}),
    },
  })
}

/**
 * The version of a whole table, from three indexed aggregates: any create, edit or delete moves
 * one of them. It names the whole-list answer, so a client holding it gets a 304 without the
 * list being read at all.
 */
async function tableEtag(ctx: ServiceContext, table: string, where?: SQL): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    ctx.payload,
    sql`SELECT count(*) AS n, max("id") AS id, max("updated_at") AS changed FROM ${sql.identifier(table)}${where ? sql` WHERE ${where}` : sql``}`,
  )
  const version = [row.n, row.id, row.changed ? new Date(row.changed as string).toISOString() : '']
  return `"${createHash('sha256').update(version.join('|')).digest('base64url').slice(0, 32)}"`
}

/**
 * SPEC's whole list: streamed a batch at a time (it can be large, and no process should hold it),
 * with an ETag of the table's version, so a client or cache that holds it revalidates for free.
 * `where` narrows it to the rows the caller sees (a period that includes now), so the version
 * moves when one enters or leaves without a write.
 */
export async function wholeListResponse(
  request: Request,
  ctx: ServiceContext,
  table: string,
  stream: () => ReadableStream<Uint8Array>,
  where?: SQL,
): Promise<Response> {
  const etag = await tableEtag(ctx, table, where)
  const headers = {
    ...PUBLIC_CACHE_HEADERS,
    'Content-Type': 'application/json',
    ETag: etag,
  }
  if (namesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  return new Response(stream(), { headers })
}

/** `ORDER BY` for a requested sort of the back-office, or the list's own order. */
export const orderFor = (
  sorts: Record<string, (dir: SQL) => SQL>,
  sort: string | undefined,
  desc: boolean,
): SQL | undefined => (sort ? sorts[sort](sql.raw(desc ? 'DESC' : 'ASC')) : undefined)
