'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'
import { toast } from 'sonner'

import { IDLE_TIMEOUT_MS, useIdleLogout } from '../hooks/use-idle-logout'
import { requestJson } from '../lib/api-client'
import {
  AUTO_LOGOUT_FAILED_NOTICE_MS,
  AUTO_LOGOUT_NOTICE_MS,
  KEEPALIVE_EVERY_MS,
  SESSION_TEXT,
} from '../lib/session-messages'

/**
 * The panel's inactivity guard: after 15 idle minutes it ends the session on the server and
 * returns to /admin; while the administrator is active it keeps the server session alive
 * (the server also drops a session after 15 idle minutes).
 */
export function IdleLogout({ timeoutMs = IDLE_TIMEOUT_MS }: { timeoutMs?: number }) {
  const router = useRouter()
  const lastRefresh = useRef(0)
  const ended = useRef(false)

  const leave = () => {
    router.replace('/admin')
    router.refresh()
  }

  useIdleLogout({
    timeoutMs,
    onIdle: async () => {
      ended.current = true
      const result = await requestJson('POST', '/api/auth/auto-logout')
      toast(SESSION_TEXT.autoLogout, { duration: AUTO_LOGOUT_NOTICE_MS })
      // 401: the server had already ended the session, which is what was asked for.
      if (!result.ok && result.status !== 401) {
        toast.error(SESSION_TEXT.autoLogoutFailed, { duration: AUTO_LOGOUT_FAILED_NOTICE_MS })
      }
      leave()
    },
    onActivity: async () => {
      const now = Date.now()
      if (ended.current || now - lastRefresh.current < KEEPALIVE_EVERY_MS) return
      lastRefresh.current = now
      const result = await requestJson('POST', '/api/auth/refresh')
      // 401: the session ended elsewhere (signed out in another tab, password changed).
      if (!result.ok && result.status === 401 && !ended.current) {
        ended.current = true
        toast.error(SESSION_TEXT.sessionEnded)
        leave()
      }
    },
  })

  return null
}
