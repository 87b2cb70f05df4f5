import { describe, expect, it } from 'vitest'

import { canonicalPath } from '@/lib/canonical'
import { formatChosenSize } from '@/lib/format'

describe('formatChosenSize', () => {
  it('shows a chosen file in MB, as the report form does', () => {
    expect(formatChosenSize(1.5 * 1024 * 1024)).toBe('1,50 MB')
    expect(formatChosenSize(0.01 * 1024 * 1024)).toBe('0,01 MB')
  })

  it('shows a file under 0.01 MB in KB instead of 0,00 MB', () => {
    expect(formatChosenSize(1044)).toBe('1,02 KB')
    expect(formatChosenSize(0)).toBe('0,00 KB')
  })
})

describe('canonicalPath', () => {
  it('keeps page 1 (or no page) on the bare path', () => {
    expect(canonicalPath('/news')).toBe('/news')
    expect(canonicalPath('/news', 1)).toBe('/news')
  })

  it('makes page N its own canonical', () => {
    expect(canonicalPath('/produk-layanan', 2)).toBe('/produk-layanan?page=2')
  })

  it('ignores a page that is not a whole number above 1', () => {
    expect(canonicalPath('/news', 0)).toBe('/news')
    expect(canonicalPath('/news', 2.5)).toBe('/news')
  })
})
