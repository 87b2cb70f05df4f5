import { describe, expect, it } from 'vitest'

import { countChanges, queryBounds, tooMany } from '@/modules/search/search.counts'
import { SEARCH_RESULTS_MAX } from '@/modules/search/search.rules'

const option = (term: number, docs: [number, number], titles: [number, number] = [0, 0]) => ({
  term,
  constrains: true,
  docs_upper: docs[0],
  docs_lower: docs[1],
  titles_upper: titles[0],
  titles_lower: titles[1],
})

describe('countChanges', () => {
  it('adds a new page, takes a removed one away, and moves only what an edit changed', () => {
    expect(countChanges(null, { all: ['b', 'a'], title: ['a'] })).toEqual([
      { word: 'a', docs: 1, titles: 1 },
      { word: 'b', docs: 1, titles: 0 },
    ])
    expect(countChanges({ all: ['a'], title: ['a'] }, null)).toEqual([
      { word: 'a', docs: -1, titles: -1 },
    ])
    expect(
      countChanges({ all: ['a', 'b'], title: ['a'] }, { all: ['a', 'c'], title: ['c'] }),
    ).toEqual([
      { word: 'a', docs: 0, titles: -1 },
      { word: 'b', docs: -1, titles: 0 },
      { word: 'c', docs: 1, titles: 1 },
    ])
  })
})

describe('queryBounds', () => {
  it('bounds one term by the sum and the largest of its options', () => {
    const bounds = queryBounds([option(0, [700, 700], [5, 5]), option(0, [600, 600], [2, 2])])
    expect(bounds).toEqual({ docs: { upper: 1300, lower: 700 }, titles: { upper: 7, lower: 5 } })
    expect(tooMany(bounds.docs)).toBe(false)
    expect(
      tooMany(queryBounds([option(0, [SEARCH_RESULTS_MAX + 1, SEARCH_RESULTS_MAX + 1])]).docs),
    ).toBe(true)
  })

  it('knows no lower bound for several terms, and leaves out a term of stop words', () => {
    const both = queryBounds([option(0, [5000, 5000]), option(1, [3000, 3000])])
    expect(both.docs).toEqual({ upper: 3000, lower: 0 })
    const stopWord = { ...option(1, [0, 0]), constrains: false }
    expect(queryBounds([option(0, [5000, 5000]), stopWord]).docs).toEqual({
      upper: 5000,
      lower: 5000,
    })
    expect(queryBounds([stopWord]).docs).toEqual({ upper: Infinity, lower: 0 })
  })
})
