/**
 * A calendar date as forms send it ('2026-05-31', optionally with a time such as
 * '2026-05-31T10:00:00.000Z'). Years outside 1900–9999 are refused: PostgreSQL's timestamp
 * cannot hold some of them, and SQLite would store what PostgreSQL refuses, so both databases
 * see the same rule.
 */
export function isIsoDate(value: string): boolean {
  const text = value.trim()
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text,
    )
  // The time, when given, must be a real one: '25:61' would pass the pattern but not the database.
  if (!match || Number.isNaN(Date.parse(text))) return false
  const [year, month, day] = match.slice(1, 4).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1900 && year <= 9999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** WIB (Asia/Jakarta): UTC+7 all year, no daylight saving. */
const WIB_OFFSET = '+07:00'

/** What a bare date stands for: the first or the last moment of that day in WIB. */
export type DayEdge = 'start' | 'end'
const DAY_EDGE: Record<DayEdge, string> = { start: 'T00:00:00.000', end: 'T23:59:59.999' }

const DATE = '\\d{4}-\\d{2}-\\d{2}'
const TIME = 'T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?'
const OFFSET = '(Z|[+-]\\d{2}:?\\d{2})'

/**
 * The shape an instant's text may take (the OpenAPI document publishes it): a date and time,
 * read in WIB unless it carries an offset; with `day`, a bare date as well.
 */
export const wibInstantPattern = (day?: DayEdge) =>
  day ? `^${DATE}(${TIME}${OFFSET}?)?$` : `^${DATE}${TIME}${OFFSET}?$`

/**
 * The instant (ISO 8601, UTC) a form or the API means: '2026-12-01T08:00' is 08:00 WIB,
 * '2026-12-01T08:00:00Z' or '…+08:00' is taken as it is, and with `day` a bare '2026-12-01' is
 * the start or the end of that day in WIB. Null for anything else, or a date that does not exist.
 */
export function wibInstant(text: string, day?: DayEdge): string | null {
  const value = text.trim()
  if (!new RegExp(wibInstantPattern(day)).test(value)) return null
  const time = value.slice(10)
  const candidate =
    time === '' && day
      ? `${value}${DAY_EDGE[day]}${WIB_OFFSET}`
      : new RegExp(`${OFFSET}$`).test(time)
        ? value
        : `${value}${WIB_OFFSET}`
  return isIsoDate(candidate) ? new Date(candidate).toISOString() : null
}
