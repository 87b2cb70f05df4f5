// Runs once when the Next server starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { handleIncoming, INCOMING_HANDLER } = await import('./lib/incoming-requests')
  // For the server entry (scripts/server.mjs), which wraps Next's request handler with it.
  ;(globalThis as { [key: symbol]: unknown })[INCOMING_HANDLER] = handleIncoming
}
