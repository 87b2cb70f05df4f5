import { type NextRequest, NextResponse } from 'next/server'

/**
 * The simulator is also linked as /tabelSimulasi. Next's redirects match paths case-insensitively
 * (they would loop on /tabelsimulasi), so the exact spelling is checked here.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl
  if (url.pathname !== '/tabelSimulasi') return NextResponse.next()
  return NextResponse.redirect(new URL(`/tabelsimulasi${url.search}`, request.url), 308)
}

export const config = { matcher: ['/tabelSimulasi'] }
