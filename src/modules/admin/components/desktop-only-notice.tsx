import { MonitorIcon } from './icons'

/**
 * Shown instead of the back-office below 768 px: the admin area is desktop only (SPEC 2.2, 6).
 * It sits inside the page's one <main>, beside the content that CSS hides at that width.
 */
export function DesktopOnlyNotice() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface-alt p-6 md:hidden">
      <div className="max-w-sm rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
        <MonitorIcon className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-lg font-bold text-ink">Halaman admin hanya tersedia di desktop</h1>
        <p className="mt-2 text-sm text-muted">
          Silakan buka halaman ini dari komputer atau layar dengan lebar minimal 768 piksel.
        </p>
      </div>
    </div>
  )
}
