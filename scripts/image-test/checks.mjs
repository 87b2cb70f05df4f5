// The test's assertions: each one either holds (and is counted) or stops the run with what was
// expected.
import { info } from './shell.mjs'

let passed = 0

export function check(ok, what, detail) {
  if (!ok) throw new Error(`Check failed: ${what}${detail === undefined ? '' : ` (${detail})`}`)
  passed++
  info(`ok: ${what}`)
}

export const passedChecks = () => passed

/**
 * Asks `probe` every half second until it returns something truthy or `seconds` pass. A probe
 * that throws ends the wait at once: what it waits for can no longer happen.
 */
export async function waitUntil(probe, seconds, what) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Gave up after ${seconds} s waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
