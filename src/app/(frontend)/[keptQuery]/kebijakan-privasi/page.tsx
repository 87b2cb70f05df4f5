import { PageHeader } from '@/components/layout/page-header'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/lib/env'
import { formatTanggal } from '@/lib/format'
import { absoluteUrl } from '@/lib/json-ld'
import { DEFAULT_RETENTION_YEARS } from '@/modules/pengaduan/pengaduan.rules'
import { NoticeBody } from '@/modules/privasi/components/notice-body'
import { fillPlaceholders, PRIVASI_PATH } from '@/modules/privasi/privasi.rules'
import { getCachedPrivacyNotice, getCachedSite } from '@/modules/site/public-content'
import { buildMetadata } from '@/modules/site/seo'

const TITLE = 'Kebijakan Privasi'
const DESCRIPTION =
  'Data pribadi yang dikumpulkan formulir situs ini, tujuannya, masa simpannya, penerimanya, dan hak Anda atas data tersebut.'

export function generateMetadata() {
  return buildMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: PRIVASI_PATH,
    keywords: ['kebijakan privasi', 'pelindungan data pribadi', 'UU PDP', 'data nasabah'],
  })
}

export default async function KebijakanPrivasiPage() {
  const [notice, site] = await Promise.all([getCachedPrivacyNotice(), getCachedSite()])
  const text = notice
    ? fillPlaceholders(notice.isi, {
        namaBank: site.namaBank,
        email: site.email,
        telepon: site.telepon,
        alamat: site.alamat.lengkap,
        retensiPengajuan: String(env.INQUIRY_RETENTION_DAYS),
        retensiPengaduan: String(site.pengaduan?.retensiTahun ?? DEFAULT_RETENTION_YEARS),
      })
    : ''
  return (
    <>
      <PageHeader eyebrow="Transparansi" title={TITLE} description={DESCRIPTION} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {notice ? (
          <>
            <p className="mb-8 rounded-lg bg-surface-alt p-4 text-sm text-muted">
              Versi {notice.versi}, berlaku sejak {formatTanggal(notice.berlakuSejak)}.
            </p>
            <NoticeBody text={text} />
          </>
        ) : (
          <p className="text-muted">Kebijakan privasi belum tersedia.</p>
        )}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: TITLE,
          description: DESCRIPTION,
          url: absoluteUrl(PRIVASI_PATH),
          inLanguage: 'id-ID',
          ...(notice ? { version: String(notice.versi), dateModified: notice.berlakuSejak } : {}),
          publisher: { '@id': absoluteUrl('/#bank') },
        }}
      />
    </>
  )
}
