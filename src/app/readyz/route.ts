import { databaseAnswers } from '@/lib/db-health'
import { getPayload } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const answer = (status: 'ready' | 'unavailable') =>
  Response.json(
    { status },
    { status: status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )

// GET /readyz: the database answers within 2 s. Public; for alerting and deployments, not for
// taking an instance out of a load balancer (see docs/architecture.md).
export async function GET() {
  try {
    return answer((await databaseAnswers(await getPayload())) ? 'ready' : 'unavailable')
  } catch (error) {
    console.error('readyz: Payload could not start', error)
    return answer('unavailable')
  }
}
