import type { Payload } from 'payload'

/**
 * Runs a housekeeping job once now (without delaying start-up) and then every `everyMs`. A failed
 * run is logged and left to the next one; the timer never keeps the process alive.
 */
export function repeatJob(
  payload: Payload,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
) {
  const run = () =>
    job().catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `${name} failed; it runs again later` })
    })
  void run()
  setInterval(run, everyMs).unref()
}
