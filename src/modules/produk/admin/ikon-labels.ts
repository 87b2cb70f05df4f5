import type { IkonKeunggulan } from '@/modules/produk/produk.rules'

/** What each of the 11 advantage icons shows, for the icon picker's labels and alt texts. */
export const IKON_LABEL: Record<IkonKeunggulan, string> = {
  airplane: 'Pesawat',
  bank: 'Bank',
  bike: 'Sepeda',
  cow: 'Sapi',
  'electric-car': 'Mobil listrik',
  profits: 'Keuntungan',
  sheep: 'Domba',
  slaughter: 'Penyembelihan',
  stats: 'Statistik',
  umrah: 'Umrah',
  handshake: 'Jabat tangan',
}
