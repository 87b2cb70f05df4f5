// Runs once when the Next server starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { guardIncomingRequests } = await import('./lib/incoming-requests')
  guardIncomingRequests()
}
