import { type AfterErrorHook, type Config, defaultLoggerOptions } from 'payload'

const BAD_QUERY = 'Parameter pencarian tidak valid.'

// Drizzle's DrizzleQueryError keeps the name 'Error'; it is known by its query and cause.
type QueryError = { query?: unknown; cause?: { code?: unknown; name?: string } }

/**
 * Whether a failed query failed on the values it was given (a date that is not one, a number
 * out of range): PostgreSQL's data exceptions (SQLSTATE class 22) and SQLite's type mismatches
 * and refused arguments. Faults (a lost connection, a full disk) are none of these.
 */
function isBadValue(error: unknown): boolean {
  const { query, cause } = (error ?? {}) as QueryError
  if (typeof query !== 'string' || !cause) return false
  if (typeof cause.code === 'string' && /^22/.test(cause.code)) return true
  if (cause.code === 'SQLITE_MISMATCH') return true
  return cause.name === 'RangeError' || cause.name === 'TypeError'
}

/** Payload's REST answers a query that fails on its input with a 400, never a 500. */
export const badValuesAsBadRequest: AfterErrorHook = ({ error }) => {
  if (!isBadValue(error)) return
  return { status: 400, response: { errors: [{ message: BAD_QUERY }] } }
}

/** A 4xx: a request refused as expected (no session, not allowed, not found, too large, throttled). */
function isRefusal(error: unknown): error is Error {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500
}

/**
 * What anyone can cause from outside is logged in one line, without a stack trace, so it cannot
 * flood the log; real faults keep their stack. Judged by the status, not by Payload's
 * `loggingLevels`, which are keyed by the error's class name: a production build minifies those
 * names, so none would match and every 403 would be logged as an error with its stack.
 */
export const logger: Config['logger'] = {
  options: {
    hooks: {
      logMethod(args, method, level) {
        const [entry] = args as unknown[]
        const error = entry && typeof entry === 'object' && 'err' in entry ? entry.err : entry
        if (level > this.levels.values.info && isRefusal(error)) return this.info(error.message)
        return method.apply(this, args)
      },
    },
  },
  // Payload's own pretty output, as without this option.
  destination: defaultLoggerOptions,
}
