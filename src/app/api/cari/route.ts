import { publicRoute } from '@/lib/api-route'
import { json } from '@/lib/http'
import { readApiList } from '@/lib/list-query'
import { searchApiQuery, searchSite } from '@/modules/search/search.service'
import type { SearchApiHit } from '@/modules/search/search.types'

// GET /api/cari?q=&page=&limit=: products, news, reports and profile pages matching q, best
// first (type, title, url, snippet, score), the number of matches in X-Total-Count. Public;
// never cached, since every query is its own answer and the index changes with every write.
export const GET = publicRoute(async ({ request, ctx }) => {
  const search = new URL(request.url).searchParams
  const { page, limit } = readApiList(searchApiQuery, search)
  const result = await searchSite(ctx.payload, search.get('q') ?? '', { page, limit })
  const hits: SearchApiHit[] = result.hits.map(({ parts: _parts, ...hit }) => hit)
  return json(hits, 200, { 'X-Total-Count': String(result.total) })
})
