import { headers } from 'next/headers'

/**
 * Lets the browser tests see a failed read, which the cached content never produces on its own.
 * Only when the server was started with E2E_FAULTS=true (scripts/e2e-server.mjs does); a request
 * header names the read to fail. Production never sets the variable, so this is inert there.
 */
export async function throwIfFaultInjected(read: 'produk'): Promise<void> {
  if (process.env.E2E_FAULTS !== 'true') return
  if ((await headers()).get('x-e2e-fault') === read) {
    throw new Error(`Simulated failure of the ${read} read (E2E_FAULTS)`)
  }
}
