import { describe, expect, it } from 'vitest'

import { tierSlices } from '@/modules/search/search.store'

describe('tierSlices', () => {
  it('takes a page from the title matches while they last, then from the others', () => {
    expect(tierSlices(25, 10, 0)).toEqual({
      title: { limit: 10, offset: 0 },
      body: { limit: 0, offset: 0 },
    })
    expect(tierSlices(25, 10, 20)).toEqual({
      title: { limit: 5, offset: 20 },
      body: { limit: 5, offset: 0 },
    })
    expect(tierSlices(25, 10, 40)).toEqual({
      title: { limit: 0, offset: 25 },
      body: { limit: 10, offset: 15 },
    })
    expect(tierSlices(0, 10, 30)).toEqual({
      title: { limit: 0, offset: 0 },
      body: { limit: 10, offset: 30 },
    })
  })
})
