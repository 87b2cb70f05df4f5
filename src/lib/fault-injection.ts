/**
 * Lets the browser tests see a failed read, which the cached content never produces on its own.
 * Only when the server was started with E2E_FAULTS=true (scripts/e2e-server.mjs does): the list's
 * `?fault=` filter names the read to fail, and, being a filter, gets a cache entry of its own.
 * Production never sets the variable, so the proxy drops the parameter there.
 */
export function throwIfFaultInjected(filters: URLSearchParams, read: 'produk'): void {
  if (process.env.E2E_FAULTS === 'true' && filters.get('fault') === read) {
    throw new Error(`Simulated failure of the ${read} read (E2E_FAULTS)`)
  }
}
