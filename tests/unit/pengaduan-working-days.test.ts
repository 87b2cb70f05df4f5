import { describe, expect, it } from 'vitest'

import {
  addWorkingDays,
  dateInWib,
  isWorkingDay,
  workingDaysBetween,
} from '@/modules/pengaduan/working-days'

describe('working days', () => {
  it('skip the weekend and an Indonesian public holiday (17 August 2026 is a Monday)', () => {
    expect(isWorkingDay('2026-08-17')).toBe(false)
    expect(isWorkingDay('2026-08-15')).toBe(false)
    expect(isWorkingDay('2026-08-18')).toBe(true)
    // Friday 14th + 5: 18, 19, 20, 21, 24.
    expect(addWorkingDays('2026-08-14', 5)).toBe('2026-08-24')
    // … 24, then 25 August (Maulid Nabi) is skipped too: 26, 27, 28, 31, 1 September.
    expect(isWorkingDay('2026-08-25')).toBe(false)
    expect(addWorkingDays('2026-08-14', 10)).toBe('2026-09-01')
  })

  it("skip the bank's own joint-leave days", () => {
    expect(addWorkingDays('2026-08-14', 5, new Set(['2026-08-18']))).toBe('2026-08-26')
  })

  it('count the days between two dates, negative once past', () => {
    expect(workingDaysBetween('2026-08-14', '2026-08-24')).toBe(5)
    expect(workingDaysBetween('2026-08-24', '2026-08-14')).toBe(-5)
    expect(workingDaysBetween('2026-08-14', '2026-08-14')).toBe(0)
  })

  it('take the calendar day in WIB, not UTC', () => {
    expect(dateInWib(new Date('2026-08-13T18:00:00Z'))).toBe('2026-08-14')
  })
})
