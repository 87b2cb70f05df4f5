import type { AfterErrorHook, Config } from 'payload'

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

/**
 * What anyone can cause from outside is logged in one line, without a stack trace, so it cannot
 * flood the log; real faults keep their stack.
 */
export const loggingLevels: Config['loggingLevels'] = {
  // Payload's plain refusals of a request ('Missing username.', 'Invalid JSON').
  APIError: 'info',
  AuthenticationError: 'info',
  LockedAuth: 'info',
  // Our own throttle error; Payload looks levels up by the error's name.
  ...({ TooManyLoginAttempts: 'info' } as Config['loggingLevels']),
}
