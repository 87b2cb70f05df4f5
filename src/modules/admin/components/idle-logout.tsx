'use client'

import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { IDLE_TIMEOUT_MS, useIdleLogout } from '../hooks/use-idle-logout'
import { useLeaveToLogin } from '../hooks/use-leave-to-login'
import { requestJson } from '../lib/api-client'
import {
  AUTO_LOGOUT_FAILED_NOTICE_MS,
  AUTO_LOGOUT_NOTICE_MS,
  IDLE_WARNING_BEFORE_MS,
  KEEPALIVE_EVERY_MS,
  SESSION_TEXT,
} from '../lib/session-messages'
import { IdleWarning } from './idle-warning'

/**
 * The panel's inactivity guard: after 15 idle minutes it ends the session on the server and
 * returns to /admin; while the administrator is active it keeps the server session alive
 * (the server also drops a session after 15 idle minutes). A minute before the logout it asks
 * whether to stay; leaving remembers the page, so signing in again returns to it.
 */
export function IdleLogout({ timeoutMs = IDLE_TIMEOUT_MS }: { timeoutMs?: number }) {
  const lastRefresh = useRef(0)
  const trailingRefresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const ended = useRef(false)
  const [warning, setWarning] = useState(false)
  const leave = useLeaveToLogin()
  useEffect(() => () => clearTimeout(trailingRefresh.current), [])

  const refresh = async () => {
    if (ended.current) return
    lastRefresh.current = Date.now()
    const result = await requestJson('POST', '/api/auth/refresh')
    if (result.ok || ended.current) return
    // 401: the session ended elsewhere (signed out in another tab, password changed).
    if (result.status === 401) {
      ended.current = true
      toast.error(SESSION_TEXT.sessionEnded)
      leave()
      return
    }
    // The server or its database is down (503, or no answer at all): the session itself is
    // fine, so the administrator stays in and hears why saving may fail for now.
    toast.error(SESSION_TEXT.serverUnavailable, { id: 'server-unavailable' })
  }

  const stay = useIdleLogout({
    timeoutMs,
    warnBeforeMs: IDLE_WARNING_BEFORE_MS,
    onWarn: () => setWarning(true),
    onIdle: async () => {
      setWarning(false)
      ended.current = true
      const result = await requestJson('POST', '/api/auth/auto-logout')
      toast(SESSION_TEXT.autoLogout, { duration: AUTO_LOGOUT_NOTICE_MS })
      // 401: the server had already ended the session, which is what was asked for.
      if (!result.ok && result.status !== 401) {
        toast.error(SESSION_TEXT.autoLogoutFailed, { duration: AUTO_LOGOUT_FAILED_NOTICE_MS })
      }
      leave()
    },
    onActivity: () => {
      setWarning(false)
      if (ended.current) return
      const wait = KEEPALIVE_EVERY_MS - (Date.now() - lastRefresh.current)
      if (wait <= 0) {
        void refresh()
        return
      }
      // The last activity of a burst extends the session too (once the minute is up), so the
      // server never ends it before the idle timer and its warning do.
      trailingRefresh.current ??= setTimeout(() => {
        trailingRefresh.current = undefined
        void refresh()
      }, wait)
    },
  })

  return <IdleWarning open={warning} onStay={stay} />
}
