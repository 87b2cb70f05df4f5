'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { toast } from 'sonner'

import { REDIRECT_DELAY_MS } from '../lib/session-messages'

/**
 * A screen whose data could not be loaded: says so, raises the spec's failure toast and goes
 * back to the list (SPEC 8, news load failures).
 */
export function RedirectNotice({
  text,
  toastText,
  href,
  linkText,
}: {
  text: string
  toastText: string
  href: string
  linkText: string
}) {
  const router = useRouter()
  useEffect(() => {
    toast.error(toastText, { id: toastText })
    const timer = setTimeout(() => router.replace(href), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [href, router, toastText])

  return (
    <div role="alert" className="space-y-3">
      <p className="text-danger">{text}</p>
      <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
        {linkText}
      </Link>
    </div>
  )
}
