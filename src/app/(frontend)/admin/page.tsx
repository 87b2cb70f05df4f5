import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'

import { env } from '@/lib/env'
import { getServiceContext } from '@/lib/payload'
import { DesktopOnlyNotice } from '@/modules/admin/components/desktop-only-notice'
import { LoginForm } from '@/modules/auth/components/login-form'
import { RESET_MESSAGES } from '@/modules/auth/password-reset.schema'
import { getCachedSite } from '@/modules/site/public-content'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Login Administrator' }

/**
 * /admin: the administrator's login page (no side menu here). It never bounces a signed-in visitor
 * away: after a logout or auto-logout whose server call failed, the visitor must still land here.
 */
export default async function AdminLoginPage() {
  const { user } = await getServiceContext()
  const site = await getCachedSite()
  const year = new Date().getFullYear()

  return (
    <div className="min-h-dvh md:flex">
      <div className="relative hidden w-5/12 lg:block">
        <Image
          src="/images/login-side.webp"
          alt=""
          fill
          priority
          sizes="42vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col bg-surface-alt">
        {/* One <main> for both widths: the form from 768 px, the desktop-only notice below. */}
        <main className="flex flex-1 items-center justify-center md:px-6 md:py-12">
          <div className="hidden w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm md:block">
            <Image src="/brand/logo.svg" alt={site.namaBank} width={200} height={44} priority />
            <h1 className="mt-6 text-2xl font-bold text-ink">Login Administrator</h1>
            <p className="mt-1 mb-6 text-sm text-muted">
              Masuk untuk mengelola laporan, news, serta produk dan layanan.
            </p>
            {user ? (
              <p className="mb-5 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
                Anda masih masuk sebagai <strong>{user.username}</strong>.{' '}
                <Link href="/admin/dashboard" className="font-semibold underline">
                  Buka Dashboard
                </Link>
              </p>
            ) : null}
            <LoginForm />
            {env.mailConfigured ? (
              <p className="mt-4 text-center text-sm">
                <Link
                  href="/admin/lupa-password"
                  className="font-semibold text-brand-800 underline"
                >
                  Lupa password?
                </Link>
              </p>
            ) : (
              <p className="mt-4 text-sm text-muted">{RESET_MESSAGES.noMail}</p>
            )}
          </div>
          <DesktopOnlyNotice />
        </main>
        <footer className="hidden px-6 pb-6 text-center text-sm text-muted md:block">
          © {year} {site.namaBank}
        </footer>
      </div>
    </div>
  )
}
