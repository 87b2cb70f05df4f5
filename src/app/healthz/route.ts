// GET /healthz: the process is alive. Public, cheap, touches nothing.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
