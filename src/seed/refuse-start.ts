import type { Payload } from 'payload'

/**
 * A server that must not run with this setup stops and says why, rather than answering every
 * visitor with errors. Outside a Next server (tests, CLI commands) the error is thrown instead.
 */
export function refuseStart(payload: Payload, error: unknown): never {
  if (process.env.NEXT_RUNTIME) {
    payload.logger.fatal(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  throw error
}
