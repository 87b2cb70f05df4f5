import { describe, expect, it } from 'vitest'

import { isIsoDate, wibInstant, wibInstantPattern } from '@/lib/iso-date'

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

describe('wibInstant', () => {
  it.each([
    // A form's datetime-local value, and seconds or milliseconds without an offset: WIB.
    ['2026-12-01T08:00', undefined, '2026-12-01T01:00:00.000Z'],
    ['2026-12-01T08:00:30', undefined, '2026-12-01T01:00:30.000Z'],
    ['2026-12-01T08:00:30.250', undefined, '2026-12-01T01:00:30.250Z'],
    // With an offset, as it says.
    ['2026-12-01T08:00:00Z', undefined, '2026-12-01T08:00:00.000Z'],
    ['2026-12-01T08:00+08:00', undefined, '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T08:00:00.000+0700', undefined, '2026-12-01T01:00:00.000Z'],
    [' 2026-12-01T08:00 ', 'start', '2026-12-01T01:00:00.000Z'],
    // A bare date: the start of that day in WIB, or its end.
    ['2026-12-01', 'start', '2026-11-30T17:00:00.000Z'],
    ['2026-12-31', 'end', '2026-12-31T16:59:59.999Z'],
    ['2024-02-29', 'end', '2024-02-29T16:59:59.999Z'],
  ] as const)('reads %s (day %s) as %s', (text, day, instant) => {
    expect(wibInstant(text, day)).toBe(instant)
  })

  it.each([
    ['2026-12-01', undefined],
    ['2026-02-30', 'start'],
    ['2025-02-29', 'end'],
    ['1899-12-31', 'start'],
    ['2026-12-01T25:00', 'start'],
    ['2026-12-01T08', 'start'],
    ['2026-12-01 08:00', 'start'],
    ['2026-12-01T08:00+7', 'start'],
    ['01-12-2026', 'start'],
    ['2026/12/01', 'end'],
    ['1 Desember 2026', 'end'],
    ['', 'start'],
  ] as const)('refuses %s (day %s)', (text, day) => {
    expect(wibInstant(text, day)).toBeNull()
  })

  it('publishes the shapes it reads as a pattern', () => {
    const matches = (day: 'start' | undefined, text: string) =>
      new RegExp(wibInstantPattern(day)).test(text)
    expect(matches('start', '2026-12-01')).toBe(true)
    expect(matches(undefined, '2026-12-01')).toBe(false)
    for (const text of ['2026-12-01T08:00', '2026-12-01T08:00:00.5Z', '2026-12-01T08:00-03:00']) {
      expect(matches('start', text)).toBe(true)
      expect(matches(undefined, text)).toBe(true)
    }
  })
})
