/** A demo promo, running for a year from the first start. */
const day = 86_400_000
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

export const promoSeed = [
  {
    data: {
      judul: 'Promo Tabungan Qurban Berhadiah',
      mulai: at(-1),
      selesai: at(365),
      ringkasan: 'Buka Tabungan Qurban dan dapatkan bingkisan menarik selama periode promo.',
      isi:
        'Setiap pembukaan rekening Tabungan Qurban dengan setoran awal minimal Rp500.000 selama periode promo mendapatkan bingkisan menarik.\n\n' +
        'Syarat dan ketentuan berlaku. Hubungi kantor kami untuk keterangan lebih lanjut.',
    },
    file: 'produk-tabungan-qurban.jpg',
  },
]
