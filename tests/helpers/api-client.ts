type RouteHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>

export type CallOptions = {
  method?: string
  token?: string
  json?: unknown
  form?: Record<string, string | Blob>
  body?: BodyInit
  headers?: Record<string, string>
  params?: Record<string, string | string[]>
}

/** Calls a Next route handler directly, as the framework would, and reads its JSON answer. */
export async function call(handler: unknown, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body = options.body
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  if (options.form) {
    const form = new FormData()
    for (const [key, value] of Object.entries(options.form)) form.append(key, value)
    body = form
  }
  const request = new Request(`http://localhost:3000${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
  const response = await (handler as RouteHandler)(request, {
    // As in Next, a route without a dynamic segment gets no params object.
    params: Promise.resolve(options.params) as Promise<never>,
  })
  const data = await response.json().catch(() => null)
  return { status: response.status, data, headers: response.headers }
}

export const file = (data: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(data)], name, { type })
