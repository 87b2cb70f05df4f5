import { Img } from '@/components/ui/img'
import { formatTanggal } from '@/lib/format'
import type { LaporanDto } from '@/modules/laporan/laporan.types'

const sizeFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })

function formatSize(bytes: number): string {
  if (bytes <= 0) return ''
  return bytes < 1024 * 1024
    ? `${sizeFormatter.format(bytes / 1024)} KB`
    : `${sizeFormatter.format(bytes / 1024 / 1024)} MB`
}

/** A report: the fixed PDF thumbnail, its title and date, and 'Lihat File PDF' in a new tab. */
export function LaporanCard({ laporan }: { laporan: LaporanDto }) {
  const size = formatSize(laporan.ukuran)
  return (
    // relative: the link's screen-reader text is absolutely placed and must stay inside the shelf.
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <Img
        src="/images/laporan-thumb.webp"
        alt=""
        width={480}
        height={360}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold leading-snug text-brand-800">{laporan.judul}</h3>
        <p className="mt-1 text-xs text-muted">
          <time dateTime={laporan.tanggal}>{formatTanggal(laporan.tanggal)}</time>
          {size && ` · PDF ${size}`}
        </p>
        <a
          href={laporan.fileUrl ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Lihat File PDF
          <span className="sr-only"> {laporan.judul} (membuka tab baru)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </a>
      </div>
    </article>
  )
}
