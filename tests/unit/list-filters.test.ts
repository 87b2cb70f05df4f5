import { afterEach, describe, expect, it } from 'vitest'

import {
  canonicalListPage,
  filtersSegment,
  NO_FILTERS,
  readFilters,
} from '@/modules/site/list-filters'

const segment = (path: string, query: string) => filtersSegment(path, new URLSearchParams(query))

describe('filtersSegment', () => {
  afterEach(() => {
    delete process.env.E2E_FAULTS
  })

  it('keeps only the parameters a list reads, in a fixed order', () => {
    expect(segment('/news', 'page=2&utm_source=x&kategori=Emas&q=zakat')).toBe(
      'q=zakat&kategori=Emas&page=2',
    )
    expect(segment('/produk-layanan', 'kategori=Emas&q=tabungan')).toBe('q=tabungan')
  })

  it('gives pages without filters, and lists without any, one segment', () => {
    expect(segment('/', 'q=x')).toBe(NO_FILTERS)
    expect(segment('/news/some-slug', 'page=2')).toBe(NO_FILTERS)
    expect(segment('/news', 'q=%20%20&fbclid=1')).toBe(NO_FILTERS)
  })

  it('keeps a page number only when it is a page after the first', () => {
    expect(segment('/news', 'page=01')).toBe(NO_FILTERS)
    expect(segment('/news', 'page=abc')).toBe(NO_FILTERS)
    expect(segment('/news', 'page=1')).toBe(NO_FILTERS)
    expect(segment('/produk-layanan', 'page=002')).toBe('page=2')
  })

  it('trims, folds spaces and bounds the search text', () => {
    expect(segment('/news', `q=${encodeURIComponent('  zakat   dan  wakaf ')}`)).toBe(
      'q=zakat+dan+wakaf',
    )
    const long = new URLSearchParams(segment('/news', `q=${'a'.repeat(500)}`)).get('q')
    expect(long).toHaveLength(100)
  })

  it('passes the test-only fault parameter only when the server allows faults', () => {
    expect(segment('/produk-layanan', 'fault=produk')).toBe(NO_FILTERS)
    process.env.E2E_FAULTS = 'true'
    expect(segment('/produk-layanan', 'fault=produk')).toBe('fault=produk')
  })

  it('reads back what the proxy wrote, also percent-encoded', async () => {
    const written = segment('/news', 'q=a%26b+c%2B1&kategori=Zakat%20%26%20Wakaf')
    const read = await readFilters(Promise.resolve({ keptQuery: encodeURIComponent(written) }))
    expect(read.get('q')).toBe('a&b c+1')
    expect(read.get('kategori')).toBe('Zakat & Wakaf')
    expect((await readFilters(Promise.resolve({ keptQuery: NO_FILTERS }))).size).toBe(0)
  })
})

describe('canonicalListPage', () => {
  const page = (query: string) => canonicalListPage(new URLSearchParams(query))

  it('names page N of the whole list, never page 1', () => {
    expect(page('page=2')).toBe(2)
    expect(page('page=1')).toBeUndefined()
    expect(page('')).toBeUndefined()
  })

  it('points a searched or filtered list back to the list', () => {
    expect(page('q=zakat&page=2')).toBeUndefined()
    expect(page('kategori=Emas&page=3')).toBeUndefined()
  })
})
