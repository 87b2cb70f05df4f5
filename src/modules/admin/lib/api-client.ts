/*
 * The back-office talks to our own REST API from the browser. The session cookie is httpOnly and
 * same-origin, so every call carries it without the page ever seeing the token.
 */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string | null; cancelled?: boolean }

function errorText(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown }
    if (typeof error === 'string' && error.trim()) return error
  }
  return null
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function toResult<T>(status: number, text: string): ApiResult<T> {
  const body = parseBody(text)
  if (status >= 200 && status < 300) return { ok: true, status, data: body as T }
  return { ok: false, status, error: errorText(body) }
}

/** A JSON (or empty-bodied) call. Network failures come back as status 0. */
export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return toResult<T>(response.status, await response.text())
  } catch {
    return { ok: false, status: 0, error: null }
  }
}

/**
 * A multipart submit through XMLHttpRequest, because fetch cannot report upload progress.
 * onProgress receives 0–100; aborting `signal` stops the upload (`cancelled` in the result).
 */
export function uploadForm<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.open(method, url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100))
      }
    }
    xhr.onload = () => resolve(toResult<T>(xhr.status, xhr.responseText))
    xhr.onerror = () => resolve({ ok: false, status: 0, error: null })
    xhr.onabort = () => resolve({ ok: false, status: 0, error: null, cancelled: true })
    xhr.send(form)
  })
}

/** SWR fetcher for a page of a list endpoint: its rows and the total the API counted; throws so
 * SWR keeps the last good data. */
export async function fetchPage<T>(url: string): Promise<{ items: T[]; total: number }> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`)
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get('X-Total-Count')),
  }
}
