import Image from 'next/image'
import type { ReactNode } from 'react'

import type { AdminScreens, DetailFact, DetailSection } from '@/content-types/definition'
import { formatKilobytes, formatTanggal, formatTanggalJam } from '@/lib/format'
import { splitParagraphs } from '@/lib/paragraphs'
import { KategoriBadge } from '@/modules/admin/components/badges'
import type { ProdukDto } from '@/modules/produk/produk.types'
import { RICH_PROSE, RichBody } from '@/modules/richtext/rich-body'
import type { RichState } from '@/modules/richtext/richtext.rules'
import { richName } from '@/modules/richtext/richtext.schema'

import { currentFile, imageSetOf, type RecordRow } from './record-row'

/** The value at a dotted path of a record ('thumbnail.size'). */
const valueAt = (record: RecordRow, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], record)

function fact(record: RecordRow, { path, format, label }: DetailFact): ReactNode {
  const value = valueAt(record, path)
  switch (format) {
    case 'code':
      return <code className="rounded bg-surface-alt px-1.5 py-0.5 text-ink">{String(value)}</code>
    case 'date':
      return <time dateTime={String(value)}>{formatTanggal(String(value))}</time>
    case 'datetime':
      return formatTanggalJam(String(value))
    case 'kilobytes':
      return formatKilobytes(Number(value))
    case 'kategori':
      return <KategoriBadge kategori={String(value)} />
    case 'count': {
      const count = (value as unknown[]).length
      return count ? `${count} ${label.toLowerCase()}` : 'Tidak ada'
    }
    default:
      return String(value ?? '')
  }
}

function section(record: RecordRow, { path, format }: DetailSection): ReactNode {
  const value = valueAt(record, path)
  switch (format) {
    case 'quote':
      return value ? (
        <blockquote className="border-l-4 border-gold-500 bg-gold-100/60 px-5 py-4 text-lg font-medium text-ink italic">
          {String(value)}
        </blockquote>
      ) : null
    case 'keunggulan': {
      const rows = value as ProdukDto['keunggulan']
      return rows.length === 0 ? (
        <p className="text-sm text-muted">Belum ada keunggulan.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-4">
          {rows.map((k, i) => (
            <li
              key={i}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface-alt p-4"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-white">
                <Image src={k.icon} alt="" width={32} height={32} />
              </span>
              <span className="font-medium text-ink">{k.label}</span>
            </li>
          ))}
        </ul>
      )
    }
    default: {
      // A rich body shows as the site shows it: headings, lists, links, images.
      const rich = valueAt(record, richName(path)) as RichState | undefined
      if (rich)
        return (
          <div className={`space-y-3 leading-relaxed text-ink ${RICH_PROSE}`}>
            <RichBody state={rich} />
          </div>
        )
      return (
        <div className="space-y-3 leading-relaxed text-ink">
          {splitParagraphs(String(value ?? '')).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )
    }
  }
}

/** Every field of a record as its type's definition lists them: the image, the facts, the texts. */
export function RecordDetail({
  slug,
  detail,
  record,
  fallbackImage,
}: {
  slug: string
  detail: NonNullable<AdminScreens['detail']>
  record: RecordRow
  fallbackImage: string
}) {
  const image = imageSetOf(record)
  return (
    <>
      {detail.heading === 'screen' ? (
        <h2 className="mb-6 text-2xl font-bold text-ink">{record.judul}</h2>
      ) : null}
      <div className="grid grid-cols-5 gap-8">
        <Image
          src={image?.large ?? currentFile[slug]?.(record) ?? image?.src ?? fallbackImage}
          alt={`${detail.imageAlt} ${record.judul}`}
          width={640}
          height={360}
          className="col-span-2 aspect-video w-full rounded-xl border border-line bg-brand-50 object-cover"
        />
        <dl className="col-span-3 grid content-start grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
          {detail.facts.map((f) => (
            <div key={f.path} className="contents">
              <dt className="font-semibold text-muted">{f.label}</dt>
              <dd className="text-ink">{fact(record, f)}</dd>
            </div>
          ))}
        </dl>
      </div>
      {detail.sections.map((s) => (
        <section key={s.path} className="mt-8">
          {s.heading ? <h2 className="mb-2 text-lg font-bold text-ink">{s.heading}</h2> : null}
          {section(record, s)}
        </section>
      ))}
    </>
  )
}
