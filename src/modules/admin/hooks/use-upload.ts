'use client'

import { useCallback, useRef, useState } from 'react'

import { type ApiResult, uploadForm } from '../lib/api-client'

export const UPLOAD_CANCELLED = 'Unggahan dibatalkan. Data belum disimpan.'

/** A form's multipart submit with its progress (0–100, null when idle) and a way to cancel it. */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const send = useCallback(
    async <T>(method: 'POST' | 'PATCH' | 'PUT', url: string, form: FormData) => {
      controller.current = new AbortController()
      setProgress(0)
      const result: ApiResult<T> = await uploadForm<T>(
        method,
        url,
        form,
        setProgress,
        controller.current.signal,
      )
      controller.current = null
      setProgress(null)
      return result
    },
    [],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { progress, send, cancel }
}
