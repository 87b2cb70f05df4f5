import { describe, expect, it } from 'vitest'

import { AppError } from '@/lib/errors'
import {
  API_PAGE_MAX,
  API_QUERY_MAX,
  contentListQuery,
  LIST_QUERY_MESSAGES,
  namesAny,
  readApiList,
} from '@/lib/list-query'
import { paramText, parsePage } from '@/lib/paginate'

const schema = contentListQuery(['judul', 'tanggal'], {
  kategori: { values: ['Zakat', 'Haji'], message: 'Kategori tidak dikenal.' },
})
const read = (query: string) => readApiList(schema, new URLSearchParams(query))
const refusal = (query: string) => {
  try {
    read(query)
  } catch (error) {
    return error instanceof AppError ? [error.status, error.message] : error
  }
  return 'accepted'
}

describe('the strict list query (API)', () => {
  it('defaults to the first page of 10, newest first, no search or filter', () => {
    expect(read('page=')).toEqual({
      q: '',
      sort: undefined,
      dir: true,
      page: 1,
      limit: 10,
      kategori: '',
    })
  })

  it('reads every parameter', () => {
    expect(read('q=%20zakat%20&sort=judul&dir=asc&page=3&limit=100&kategori=Haji')).toEqual({
      q: 'zakat',
      sort: 'judul',
      dir: false,
      page: 3,
      limit: 100,
      kategori: 'Haji',
    })
  })

  it.each([
    ['page=0', LIST_QUERY_MESSAGES.page],
    ['page=-1', LIST_QUERY_MESSAGES.page],
    ['page=1.5', LIST_QUERY_MESSAGES.page],
    ['page=1e3', LIST_QUERY_MESSAGES.page],
    ['page=99999999999999999', LIST_QUERY_MESSAGES.page],
    ['limit=0', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['limit=101', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['limit=x', LIST_QUERY_MESSAGES.limit(API_PAGE_MAX)],
    ['sort=slug', LIST_QUERY_MESSAGES.sort],
    ['dir=up', LIST_QUERY_MESSAGES.dir],
    ['dir=', LIST_QUERY_MESSAGES.dir],
    [`q=${'a'.repeat(API_QUERY_MAX + 1)}`, LIST_QUERY_MESSAGES.q(API_QUERY_MAX)],
    ['kategori=Gosip', 'Kategori tidak dikenal.'],
    // The first bad parameter in the schema's order is the one reported.
    ['limit=0&page=0&sort=x', LIST_QUERY_MESSAGES.sort],
  ])('answers 400 to %s', (query, message) => {
    expect(refusal(query)).toEqual([400, message])
  })

  it('tells a paged request from a request for the whole list', () => {
    expect(namesAny(schema, new URLSearchParams('utm_source=x'))).toBe(false)
    expect(namesAny(schema, new URLSearchParams('kategori=Haji'))).toBe(true)
    expect(namesAny(schema, new URLSearchParams('page=1'))).toBe(true)
  })
})

describe('the lenient list query (pages)', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['002', 2],
    ['7', 7],
  ])('reads page %j as %d', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })

  it('trims a text filter and reads an absent one as empty', () => {
    expect(paramText('  zakat ')).toBe('zakat')
    expect(paramText(null)).toBe('')
  })
})
