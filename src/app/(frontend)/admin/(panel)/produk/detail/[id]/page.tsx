import type { Metadata } from 'next'
import Image from 'next/image'

import { formatTanggal } from '@/lib/format'
import { splitParagraphs } from '@/lib/paragraphs'
import { RecordNotFound, RecordScreen } from '@/modules/admin/components/screen-header'
import { DetailActions } from '@/modules/admin/components/view-on-site-link'
import { DEFAULT_THUMB } from '@/modules/admin/lib/list-thumbnail'
import { findProduk } from '@/modules/produk/produk.service'
import { PRODUK_TEXT } from '@/modules/produk/admin/produk-text'
import { requireAdmin } from '@/modules/admin/require-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Detail Produk dan Layanan' }

export default async function DetailProdukPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireAdmin()
  const produk = await findProduk(ctx, (await params).id)

  if (!produk) {
    return (
      <RecordScreen back="/admin/produk" title="Detail Produk dan Layanan">
        <RecordNotFound>{PRODUK_TEXT.notFound}</RecordNotFound>
      </RecordScreen>
    )
  }

  return (
    <RecordScreen
      back="/admin/produk"
      title={produk.judul}
      description={produk.subJudul}
      actions={
        <DetailActions
          site={`/produk/${produk.slug}`}
          edit={`/admin/produk/edit/${produk._id}`}
          label="Edit Produk"
        />
      }
    >
      <div className="grid grid-cols-5 gap-8">
        <div className="col-span-2">
          <Image
            src={produk.gambarSet?.large ?? produk.gambar ?? DEFAULT_THUMB}
            alt={`Thumbnail ${produk.judul}`}
            width={640}
            height={360}
            className="aspect-video w-full rounded-xl border border-line bg-brand-50 object-cover"
          />
        </div>
        <dl className="col-span-3 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
          <dt className="font-semibold text-muted">Judul</dt>
          <dd className="text-ink">{produk.judul}</dd>
          <dt className="font-semibold text-muted">Sub Judul</dt>
          <dd className="text-ink">{produk.subJudul}</dd>
          <dt className="font-semibold text-muted">Slug</dt>
          <dd>
            <code className="rounded bg-surface-alt px-1.5 py-0.5 text-ink">{produk.slug}</code>
          </dd>
          <dt className="font-semibold text-muted">Dibuat Pada</dt>
          <dd className="text-ink">{formatTanggal(produk.createdAt)}</dd>
        </dl>
      </div>

      <h2 className="mt-8 text-lg font-bold text-ink">Deskripsi</h2>
      <div className="mt-2 space-y-3 text-ink">
        {splitParagraphs(produk.deskripsi).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>

      <h2 className="mt-8 text-lg font-bold text-ink">Keunggulan</h2>
      {produk.keunggulan.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Belum ada keunggulan.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-4">
          {produk.keunggulan.map((k, i) => (
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
      )}
    </RecordScreen>
  )
}
