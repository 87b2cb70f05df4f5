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

/** '12 halaman · 1,2 MB': what the report holds, beside its preview. */
export function describeFile(laporan: Pick<LaporanDto, 'halaman' | 'ukuran'>): string {
  const parts = [laporan.halaman ? `${laporan.halaman} halaman` : '', formatSize(laporan.ukuran)]
  return parts.filter(Boolean).join(' · ')
}

/** The PDF's first page (a fixed 4:3 box, so nothing shifts), or the generic thumbnail. */
function Preview({ laporan, priority }: { laporan: LaporanDto; priority: boolean }) {
  const preview = laporan.pratinjau
  const box = 'aspect-[4/3] w-full bg-surface-alt object-cover'
  if (!preview || !(preview.card ?? preview.thumb)) {
    return (
      <Img
        src="/images/laporan-thumb.webp"
        alt=""
        width={480}
        height={360}
        className={box}
        priority={priority}
        data-testid="laporan-thumb-generic"
      />
    )
  }
  const srcSet = [preview.thumb && `${preview.thumb} 320w`, preview.card && `${preview.card} 640w`]
    .filter(Boolean)
    .join(', ')
  return (
    <Img
      src={preview.card ?? preview.thumb ?? ''}
      srcSet={srcSet}
      // The shelf's cards are 15rem wide on phones, 16rem from the sm breakpoint.
      sizes="(min-width: 640px) 16rem, 15rem"
      width={preview.width}
      height={preview.height}
      alt={`Halaman pertama ${laporan.judul}`}
      className={`${box} object-top`}
      priority={priority}
      data-testid="laporan-preview"
    />
  )
}

/**
 * A report: its first page, title, date, pages and size, and 'Lihat File PDF' in a new tab.
 * `priority` for the first card of a page, whose preview is the page's largest paint on a phone.
 */
export function LaporanCard({
  laporan,
  priority = false,
}: {
  laporan: LaporanDto
  priority?: boolean
}) {
  const size = describeFile(laporan)
  return (
    // relative: the link's screen-reader text is absolutely placed and must stay inside the shelf.
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <Preview laporan={laporan} priority={priority} />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold leading-snug text-brand-800">{laporan.judul}</h3>
        <p className="mt-1 text-xs text-muted">
          <time dateTime={laporan.tanggal}>{formatTanggal(laporan.tanggal)}</time>
        </p>
        {size && (
          <p className="mt-0.5 text-xs text-muted" data-testid="laporan-file-info">
            PDF · {size}
          </p>
        )}
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
