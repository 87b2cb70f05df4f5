import Holidays from 'date-holidays'

/*
 * Deadlines in working days: Monday to Friday, less Indonesia's public holidays (date-holidays,
 * country 'ID') and the bank's own joint-leave days (cuti bersama) from the settings. Days are
 * calendar dates in WIB, 'YYYY-MM-DD'.
 */

const holidays = new Holidays('ID')
const publicByYear = new Map<number, Set<string>>()

function publicHolidays(year: number): Set<string> {
  let days = publicByYear.get(year)
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    publicByYear.set(year, days)
  }
  return days
}

const wibDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The WIB calendar date of a moment. */
export const dateInWib = (moment: Date) => wibDate.format(moment)

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export function isWorkingDay(day: string, jointLeave: ReadonlySet<string> = new Set()): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !publicHolidays(Number(day.slice(0, 4))).has(day) && !jointLeave.has(day)
}

/** The date `count` working days after `from` (which itself does not count). */
export function addWorkingDays(
  from: string,
  count: number,
  jointLeave: ReadonlySet<string> = new Set(),
): string {
  let day = from
  for (let left = count; left > 0;) {
    day = nextDay(day)
    if (isWorkingDay(day, jointLeave)) left -= 1
  }
  return day
}

/** Working days from `from` to `to` (0 on the same day; negative once `to` is past). */
export function workingDaysBetween(
  from: string,
  to: string,
  jointLeave: ReadonlySet<string> = new Set(),
): number {
  if (to < from) return -workingDaysBetween(to, from, jointLeave)
  let days = 0
  for (let day = from; day < to;) {
    day = nextDay(day)
    if (isWorkingDay(day, jointLeave)) days += 1
  }
  return days
}
