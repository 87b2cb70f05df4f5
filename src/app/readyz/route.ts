import { getPayload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

// GET /readyz: the database answers. Public; a load balancer sends traffic only when this is 200.
export async function GET() {
  try {
    const payload = await getPayload()
    await payload.count({ collection: 'users', overrideAccess: true })
    return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('readyz: database unavailable', error)
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
