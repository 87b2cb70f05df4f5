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
