import type { Metadata } from 'next'

import { ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { BagiHasilForm } from '@/modules/bagi-hasil/admin/bagi-hasil-form'
import { isBulan, shiftBulan, wibMonth } from '@/modules/bagi-hasil/bagi-hasil.rules'
import { getBagiHasilMonth } from '@/modules/bagi-hasil/bagi-hasil.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Tingkat Bagi Hasil' }

/** /admin/tingkat-bagi-hasil?bulan=YYYY-MM: one month's rates; last month (WIB) by default. */
export default async function TingkatBagiHasilAdminPage({
  searchParams,
}: {
  searchParams: Promise<{ bulan?: string | string[] }>
}) {
  const ctx = await requireAdmin()
  const asked = (await searchParams).bulan
  const bulan =
    typeof asked === 'string' && isBulan(asked) ? asked : shiftBulan(wibMonth(new Date()).bulan, -1)
  const month = await getBagiHasilMonth(ctx, bulan)
  return (
    <>
      <ScreenHeader
        title="Tingkat Bagi Hasil"
        description="Nisbah dan ekuivalen tingkat bagi hasil simpanan mudharabah setiap bulan. Tampil di halaman Tingkat Bagi Hasil; bulan-bulan sebelumnya tetap tersimpan."
      />
      <BagiHasilForm key={bulan} month={month} />
    </>
  )
}
