import { type FilteredPageProps, readFilters } from '@/modules/site/list-filters'
import { readPrefill } from '@/modules/pengajuan/pengajuan.prefill'
import { PengajuanPage } from '@/modules/pengajuan/components/pengajuan-page'
import { buildMetadata } from '@/modules/site/seo'
import { getCachedRecordBySlug } from '@/modules/site/public-content'

export function generateMetadata() {
  return buildMetadata({
    title: 'Ajukan Pembiayaan',
    description:
      'Ajukan pembiayaan syariah secara daring. Isi data Anda, petugas kami akan menghubungi Anda untuk menindaklanjuti pengajuan.',
    path: '/ajukan-pembiayaan',
  })
}

/** ?produk=<slug> from a product page; ?jumlah=&margin=&tenor=&jenis= from the simulator. */
export default async function AjukanPembiayaanPage({ params }: FilteredPageProps) {
  const prefill = readPrefill(await readFilters(params))
  const produk = prefill.produk
    ? await getCachedRecordBySlug('produk', prefill.produk).catch(() => null)
    : null
  return (
    <PengajuanPage
      jenis="pembiayaan"
      title="Ajukan Pembiayaan"
      intro="Isi data berikut. Petugas kami akan menghubungi Anda untuk menjelaskan syarat dan langkah selanjutnya; pengajuan ini belum mengikat."
      prefill={{ ...prefill, produk: produk?.slug }}
      prefilledProduk={produk ? { slug: produk.slug, judul: produk.judul } : null}
    />
  )
}
