import { describe, expect, it } from 'vitest'

import { pageWindow } from '@/lib/paginate'

describe('pageWindow', () => {
  it('shows every page while there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows the first, the last and the current page ±2, with gaps between', () => {
    expect(pageWindow(1, 11112)).toEqual([1, 2, 3, null, 11112])
    expect(pageWindow(5556, 11112)).toEqual([1, null, 5554, 5555, 5556, 5557, 5558, null, 11112])
    expect(pageWindow(11112, 11112)).toEqual([1, null, 11110, 11111, 11112])
  })

  it('shows a single left-out page instead of an ellipsis for it', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10])
  })

  it('keeps the same number of links however long the list is', () => {
    expect(pageWindow(500, 1000).length).toBe(pageWindow(500_000, 1_000_000).length)
  })
})
