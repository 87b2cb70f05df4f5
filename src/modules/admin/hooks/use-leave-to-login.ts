'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { rememberReturnPath } from '../lib/form-draft'

/**
 * Leaves for the login page when the session has ended (idle timer, or the server refused it),
 * remembering this page so that signing in again returns here, where the form's draft waits.
 */
export function useLeaveToLogin() {
  const router = useRouter()
  return useCallback(() => {
    rememberReturnPath(`${window.location.pathname}${window.location.search}`)
    router.replace('/admin')
    router.refresh()
  }, [router])
}
