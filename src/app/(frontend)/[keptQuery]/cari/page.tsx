import Link from 'next/link'

import { PageHeader } from '@/components/layout/page-header'
import { buttonClass, inputClass } from '@/components/ui/button-styles'
import { Pagination } from '@/components/ui/pagination'
import { FilterSubmitButton } from '@/components/ui/submit-button'
import { readFilters } from '@/modules/site/list-filters'
import { paramText, parsePage } from '@/lib/paginate'
import { cachedSearch } from '@/modules/search/search.cache'
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX } from '@/modules/search/search.rules'
import type { SearchHit, SearchResult } from '@/modules/search/search.types'
import { buildMetadata } from '@/modules/site/seo'

const TITLE = 'Pencarian'

type Params = Promise<{ keptQuery: string }>

/** The results of a query are not pages of their own: never indexed (issue 24). */
export async function generateMetadata() {
  return buildMetadata({
    title: TITLE,
    description: 'Cari produk, news, laporan, dan profil bank di seluruh situs.',
    path: '/cari',
    noIndex: true,
  })
}

const hrefFor = (query: string) => (page: number) =>
  `/cari?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`

const LISTS = [
  { href: '/produk-layanan', label: 'Produk dan Layanan' },
  { href: '/news', label: 'News' },
  { href: '/laporan-publikasi', label: 'Laporan Publikasi' },
]

async function load(query: string, page: number): Promise<SearchResult | Error> {
  try {
    return await cachedSearch(query, page)
  } catch (error) {
    console.error('Gagal mencari', error)
    return error instanceof Error ? error : new Error(String(error))
  }
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <p className="text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">
          {hit.type}
        </span>
      </p>
      <h2 className="mt-3 text-lg font-bold leading-snug text-brand-800">
        <Link href={hit.url} className="hover:underline">
          {hit.title}
        </Link>
      </h2>
      {hit.parts.length > 0 && (
        <p className="mt-2 text-sm leading-relaxed text-ink">
          {hit.parts.map((part, index) =>
            part.mark ? (
              <mark key={index} className="rounded bg-gold-100 px-0.5 text-ink">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
    </article>
  )
}

function NothingFound({ result }: { result: SearchResult }) {
  return (
    <div className="mt-6 space-y-4 text-center">
      {result.suggestion && (
        <p className="text-lg">
          Maksud Anda:{' '}
          <Link
            href={hrefFor(result.suggestion)(1)}
            className="font-semibold text-brand-700 underline"
          >
            {result.suggestion}
          </Link>
          ?
        </p>
      )}
      <p className="text-muted">Atau lihat daftar lengkapnya:</p>
      <ul className="flex flex-wrap justify-center gap-3">
        {LISTS.map((list) => (
          <li key={list.href}>
            <Link href={list.href} className={buttonClass('secondary')}>
              {list.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "12 hasil", or "Lebih dari 1.000 hasil" where the count stops (SEARCH_RESULTS_MAX). */
const foundText = ({ total, more }: SearchResult) =>
  more ? `Lebih dari ${total.toLocaleString('id-ID')} hasil` : `${total} hasil`

export default async function CariPage({ params }: { params: Params }) {
  const filters = await readFilters(params)
  const query = paramText(filters.get('q'))
  const tooLong = query.length > SEARCH_QUERY_MAX
  const result = query && !tooLong ? await load(query, parsePage(filters.get('page'))) : null

  return (
    <>
      <PageHeader
        eyebrow="Cari"
        title={TITLE}
        description="Produk, news, laporan, dan profil bank dalam satu pencarian."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <form role="search" aria-label="Kata pencarian" action="/cari" className="flex gap-2">
          <label htmlFor="cari-q" className="sr-only">
            Kata pencarian
          </label>
          <input
            id="cari-q"
            type="search"
            name="q"
            defaultValue={query}
            placeholder="Cari di seluruh situs..."
            className={`${inputClass} h-12 flex-1 rounded-xl text-base`}
          />
          <FilterSubmitButton />
        </form>

        {tooLong ? (
          <p role="alert" className="mt-10 text-center font-semibold text-danger">
            {SEARCH_MESSAGES.tooLong}
          </p>
        ) : result instanceof Error ? (
          <p role="alert" className="mt-10 text-center font-semibold text-danger">
            Gagal memuat hasil pencarian.
          </p>
        ) : result === null ? (
          <p className="mt-10 text-center text-lg text-muted">
            Ketik kata yang Anda cari, misalnya “tabungan haji” atau “laporan tahunan”.
          </p>
        ) : (
          <>
            <p
              role="status"
              className={
                result.total === 0
                  ? 'mt-10 text-center text-lg text-muted'
                  : 'mt-6 text-sm text-muted'
              }
            >
              {result.total === 0
                ? `Tidak ada hasil untuk “${query}”.`
                : `${foundText(result)} untuk “${query}”${
                    result.totalPages > 1
                      ? `, halaman ${result.page} dari ${result.totalPages}`
                      : ''
                  }`}
            </p>
            {result.total === 0 ? (
              <NothingFound result={result} />
            ) : (
              <ol className="mt-4 space-y-4">
                {result.hits.map((hit, index) => (
                  <li key={index}>
                    <Hit hit={hit} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={hrefFor(query)}
            />
          </>
        )}
      </div>
    </>
  )
}
