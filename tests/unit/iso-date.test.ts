import { describe, expect, it } from 'vitest'

import { isIsoDate } from '@/lib/iso-date'

describe('isIsoDate', () => {
  it.each([
    '2026-05-31',
    '2026-05-31T10:00',
    '2026-05-31 10:00:00',
    '2026-05-31T23:59:59.999Z',
    '2026-05-31T10:00+07:00',
  ])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true)
  })

  it.each([
    '2026-02-30',
    '1899-12-31',
    '2026-05-31T99:99:99',
    '2026-05-31T1',
    '2026-05-31T10:00:00:00',
    '31-05-2026',
    '',
  ])('refuses %s', (value) => {
    expect(isIsoDate(value)).toBe(false)
  })
})
