import type { Produk } from '@/payload-types'

import type { RingkasanDto } from './produk.types'
import { simulasiDto } from './ringkasan.simulasi'

/** The stored summary as the API answers it; none until its jenis, akad and date are set. */
export function ringkasanDto(stored: Produk['ringkasan']): RingkasanDto | null {
  if (!stored?.jenis || !stored.akad || !stored.berlakuPer) return null
  return {
    jenis: stored.jenis,
    akad: stored.akad,
    fiturUtama: stored.fiturUtama ?? '',
    manfaat: stored.manfaat ?? '',
    risiko: stored.risiko ?? '',
    persyaratan: stored.persyaratan ?? '',
    biaya: (stored.biaya ?? []).map((b) => ({
      nama: b.nama,
      jumlah: b.jumlah,
      satuan: b.satuan,
      dikenakan: b.dikenakan,
    })),
    berlakuPer: stored.berlakuPer.slice(0, 10),
    dijaminLps: stored.jenis === 'simpanan' && Boolean(stored.dijaminLps),
    // Only a pembiayaan's whole example: the key is left out otherwise.
    simulasi: simulasiDto(stored.simulasi, stored.jenis),
  }
}
