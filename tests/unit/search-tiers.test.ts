import { describe, expect, it } from 'vitest'

import { tierSlices } from '@/modules/search/search.store'

describe('tierSlices', () => {
  // [title matches, limit, offset] → [limit, offset] in the title tier, then in the other.
  it.each([
    [25, 10, 0, [10, 0], [0, 0]],
    [25, 10, 20, [5, 20], [5, 0]],
    [25, 10, 40, [0, 25], [10, 15]],
    [0, 10, 30, [0, 0], [10, 30]],
  ])('%i title matches, limit %i, offset %i', (titled, limit, offset, title, body) => {
    expect(tierSlices(titled, limit, offset)).toEqual({
      title: { limit: title[0], offset: title[1] },
      body: { limit: body[0], offset: body[1] },
    })
  })
})
