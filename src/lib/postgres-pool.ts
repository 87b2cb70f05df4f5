// A database that stops answering (frozen, unreachable, overloaded) must not hold requests
// forever: each wait below ends in an error, which the API answers with 503 within seconds.
const CONNECT_TIMEOUT_MS = 3_000
// Counted on the client, so it also fires when the server is frozen and cancels nothing itself.
const QUERY_TIMEOUT_MS = 5_000
// Counted on the server: a transaction left open by a stuck request is ended and its locks go.
const IDLE_IN_TRANSACTION_MS = 10_000

/** The pool settings of the PostgreSQL adapter. */
export const postgresPool = (connectionString: string) => ({
  connectionString,
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  query_timeout: QUERY_TIMEOUT_MS,
  statement_timeout: QUERY_TIMEOUT_MS,
  idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  keepAlive: true,
})
