import { ringkasanPdf } from '@/modules/produk/ringkasan.pdf'
import { getCachedRecordBySlug, getCachedSite } from '@/modules/site/public-content'

type Params = Promise<{ slug: string }>

const NOT_FOUND = 'Ringkasan produk tidak ditemukan.'

/** 'Unduh PDF': the product summary made on the server, each time from the cached record. */
export async function GET(_request: Request, { params }: { params: Params }) {
  const produk = await getCachedRecordBySlug('produk', decodeURIComponent((await params).slug))
  if (!produk?.ringkasan) {
    return new Response(NOT_FOUND, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const site = await getCachedSite()
  const pdf = await ringkasanPdf(
    { ...produk, ringkasan: produk.ringkasan },
    {
      namaBank: site.namaBank,
      alamat: site.alamat.lengkap,
      telepon: site.telepon,
      email: site.email,
      pernyataanLps: site.pernyataanLps,
    },
  )
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="ringkasan-${produk.slug}.pdf"`,
      'Cache-Control': 'no-store',
    },
  })
}

export const dynamic = 'force-dynamic'
