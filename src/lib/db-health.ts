import type { Payload } from 'payload'

/** How long a health probe waits for the database before calling it unavailable. */
export const PROBE_TIMEOUT_MS = 2_000

/** Whether the database answers a trivial query within PROBE_TIMEOUT_MS. */
export async function databaseAnswers(payload: Payload): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)
  })
  const probe = payload
    .count({ collection: 'users', overrideAccess: true })
    .then(() => true)
    .catch((error: unknown) => {
      console.error('database probe failed', error)
      return false
    })
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}
