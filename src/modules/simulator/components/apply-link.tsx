import Link from 'next/link'

/** Under the result: the simulation, as it stands, carried into 'Ajukan Pembiayaan'. */
export function ApplyLink({ href }: { href: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-brand-600 bg-brand-50 p-4">
      <p className="text-ink">
        Cocok dengan simulasi ini? Ajukan pembiayaan, petugas kami akan menghubungi Anda.
      </p>
      <Link
        href={href}
        className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
      >
        Ajukan Pembiayaan
      </Link>
    </div>
  )
}
