export type PengurusJabatan = 'Komisaris Utama' | 'Komisaris' | 'Direktur Utama'

/** A picture shipped in public/images, uploaded as a site picture at the first start. */
export interface ImageSeed {
  file: string
  alt: string
  /** The point (in % of the width and height) a crop keeps in view; the centre when absent. */
  focalX?: number
  focalY?: number
}

export interface PengurusSeed {
  nama: string
  jabatan: PengurusJabatan
  foto: ImageSeed
  /** Tempat dan tanggal lahir, mis. 'Sleman, 12 Juni 1962'. */
  tempatTanggalLahir: string
  pendidikan: string[]
  riwayatPekerjaan: string[]
}

export interface DpsSeed {
  nama: string
  peran: 'ketua' | 'anggota'
  foto: ImageSeed
  pendidikan: string[]
  pengalaman: string[]
}

export interface TimelineSeed {
  /** Tanggal dalam format Indonesia, mis. '29 Maret 2006'. */
  tanggal: string
  judul: string
  keterangan: string
}

export interface SiteSeed {
  /** Nama resmi (badan hukum). */
  namaBank: string
  namaSingkat: string
  motto: string
  /** Tiga banner hero beranda: gambar, judul sambutan dan tagline satu baris. */
  hero: { gambar: ImageSeed; judul: string; tagline: string }[]
  /** Tiga gambar slideshow beranda. */
  slideshow: ImageSeed[]
  /** Tagline bagian kemitraan di beranda. */
  taglineKemitraan: string
  alamat: {
    jalan: string
    kota: string
    provinsi: string
    kodePos: string
    /** Alamat satu baris untuk tampilan. */
    lengkap: string
  }
  telepon: string
  whatsapp: string
  email: string
  jamOperasional: string
  sosial: {
    instagram: string
    facebook: string
    youtube: string
  }
  /** Teks "tentang kami" di footer. */
  tentang: string
  /** Pernyataan izin dan pengawasan OJK serta kepesertaan LPS. */
  pernyataanOjk: string
  /** Pernyataan nilai maksimum penjaminan LPS. */
  pernyataanLps: string
  visi: string
  /** Tepat tiga butir misi, ditampilkan bernomor. */
  misi: [string, string, string]
  mottoPenjelasan: string
  sejarah: {
    paragraf: string[]
    /** Isi kotak 'Tahukah Anda?'. */
    tahukahAnda: string
    /** Urut kronologis. */
    timeline: TimelineSeed[]
  }
  /** Bagan struktur organisasi dan keterangannya. */
  gambarStruktur: ImageSeed
  keteranganStruktur: string
  /** Dua komisaris dan satu direktur, sesuai urutan tampil. */
  pengurus: PengurusSeed[]
  /** Dewan Pengawas Syariah: nama contoh, diganti bank dengan anggota yang sebenarnya. */
  dps: DpsSeed[]
}

const HERO_JUDUL = 'Selamat Datang di BPRS Contoh Syariah'
const HERO_TAGLINE = 'Layanan perbankan syariah yang amanah untuk keluarga dan UMKM Yogyakarta'

export const siteSeed: SiteSeed = {
  namaBank: 'PT BPRS Contoh Syariah Yogyakarta',
  namaSingkat: 'BPRS Contoh Syariah',
  motto: 'Halal, Berkah dan Menguntungkan',
  // Phones show a 4:5 crop of each banner from 95 % of its width: where the drawing's subject is.
  hero: [
    {
      gambar: { file: 'hero-1.webp', alt: 'Tugu Yogyakarta dan rumah joglo di bawah langit senja', focalX: 95, focalY: 50 },
      judul: HERO_JUDUL,
      tagline: HERO_TAGLINE,
    },
    {
      gambar: { file: 'hero-2.webp', alt: 'Petani dan peternak di sawah dengan latar gunung', focalX: 95, focalY: 50 },
      judul: HERO_JUDUL,
      tagline: HERO_TAGLINE,
    },
    {
      gambar: { file: 'hero-3.webp', alt: 'Keluarga berbelanja di warung usaha kecil', focalX: 95, focalY: 50 },
      judul: HERO_JUDUL,
      tagline: HERO_TAGLINE,
    },
  ],
  slideshow: [
    { file: 'slide-1.webp', alt: 'Kantor pusat bank bergaya joglo dengan nasabah di depan pintu' },
    { file: 'slide-2.webp', alt: 'Petugas layanan nasabah melayani nasabah di meja layanan' },
    { file: 'slide-3.webp', alt: 'Warga berkumpul merayakan syukuran di depan masjid' },
  ],
  taglineKemitraan: 'Kami Siap Menjadi Mitra Terbaik Anda, Siap Berkembang Bersama',
  alamat: {
    jalan: 'Jalan Ngasem No. 52A',
    kota: 'Yogyakarta',
    provinsi: 'Daerah Istimewa Yogyakarta',
    kodePos: '55132',
    lengkap: 'Jalan Ngasem No. 52A, Yogyakarta 55132',
  },
  telepon: '(0274) 000-0000',
  whatsapp: '0800-0000-0000',
  email: 'info@bprs-contoh.example',
  jamOperasional: 'Senin–Jumat 08.00–15.00 WIB',
  sosial: {
    instagram: 'https://example.com/instagram/bprs-contoh-syariah',
    facebook: 'https://example.com/facebook/bprs-contoh-syariah',
    youtube: 'https://example.com/youtube/bprs-contoh-syariah',
  },
  tentang:
    'PT BPRS Contoh Syariah Yogyakarta adalah bank syariah yang melayani masyarakat Yogyakarta ' +
    'sejak 2006. Kami menyediakan produk simpanan dan pembiayaan sesuai prinsip syariah, dengan ' +
    'perhatian khusus pada pengembangan usaha mikro, kecil, dan menengah. Halal, Berkah dan ' +
    'Menguntungkan.',
  pernyataanOjk:
    'PT BPRS Contoh Syariah Yogyakarta berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) ' +
    'serta merupakan peserta penjaminan Lembaga Penjamin Simpanan (LPS).',
  pernyataanLps:
    'Maksimum nilai simpanan yang dijamin LPS adalah Rp. 2 Miliar per nasabah per bank. Agar ' +
    'simpanan Anda dijamin, pastikan simpanan tercatat dalam pembukuan bank, tingkat imbal ' +
    'hasilnya tidak melebihi tingkat penjaminan LPS, dan Anda tidak melakukan tindakan yang ' +
    'merugikan bank.',
  visi:
    'Menjadi bank syariah yang amanah, sehat, dan terpercaya dalam menggerakkan ekonomi ' +
    'masyarakat Yogyakarta.',
  misi: [
    'Berfokus pada penyaluran pembiayaan bagi usaha mikro, kecil, dan menengah (UMKM) untuk ' +
      'menggerakkan perekonomian masyarakat.',
    'Memberikan pelayanan prima melalui sumber daya insani yang profesional serta penerapan ' +
      'tata kelola perusahaan yang baik (good corporate governance).',
    'Memberikan keuntungan yang optimal bagi pemegang saham dan seluruh pemangku kepentingan.',
  ],
  mottoPenjelasan:
    'Halal berarti setiap produk dan transaksi dijalankan sesuai prinsip syariah di bawah ' +
    'pengawasan Dewan Pengawas Syariah. Berkah berarti kehadiran kami membawa manfaat bagi ' +
    'nasabah, karyawan, dan masyarakat sekitar. Menguntungkan berarti kerja sama yang adil dan ' +
    'saling menguntungkan bagi nasabah, pemegang saham, dan seluruh pemangku kepentingan.',
  sejarah: {
    paragraf: [
      'PT BPRS Contoh Syariah Yogyakarta didirikan berdasarkan akta pendirian perusahaan ' +
        'tertanggal 29 Maret 2006. Pendirian bank ini berangkat dari keinginan untuk ' +
        'menghadirkan lembaga keuangan syariah yang dekat dengan masyarakat dan mampu menjadi ' +
        'mitra bagi pelaku usaha kecil di Yogyakarta.',
      'Setelah memperoleh izin usaha dari Bank Indonesia, bank mulai beroperasi pada 30 ' +
        'Agustus 2006. Sejak awal, seluruh kegiatan usaha dijalankan dengan sistem bagi hasil ' +
        'dan prinsip syariah lainnya sebagai pengganti sistem bunga, sehingga nasabah penyimpan ' +
        'maupun penerima pembiayaan menjadi mitra yang berbagi hasil secara adil.',
      'Pada 18 September 2016, bank menggelar peresmian (grand opening) kantor pusat di Jalan ' +
        'Ngasem No. 52A, Yogyakarta. Tanggal tersebut kemudian ditetapkan sebagai hari jadi ' +
        'perusahaan dan diperingati setiap tahun bersama nasabah, mitra, dan masyarakat sekitar.',
      'Setiap produk yang kami tawarkan telah melalui kajian dan memperoleh persetujuan Dewan ' +
        'Pengawas Syariah untuk memastikan kesesuaiannya dengan prinsip syariah. Sebagai bank ' +
        'yang berizin dan diawasi Otoritas Jasa Keuangan serta peserta penjaminan Lembaga ' +
        'Penjamin Simpanan, kami terus berkomitmen memberikan layanan yang Halal, Berkah dan ' +
        'Menguntungkan.',
    ],
    tahukahAnda:
      'Hari jadi BPRS Contoh Syariah diperingati setiap 18 September, bertepatan dengan ' +
      'peresmian (grand opening) kantor pusat di Jalan Ngasem No. 52A pada tahun 2016. Padahal, ' +
      'bank ini sudah melayani nasabah sejak 30 Agustus 2006!',
    timeline: [
      {
        tanggal: '29 Maret 2006',
        judul: 'Akta Pendirian Perusahaan',
        keterangan:
          'Penandatanganan akta pendirian PT BPRS Contoh Syariah Yogyakarta sebagai tonggak awal ' +
          'berdirinya bank.',
      },
      {
        tanggal: '30 Agustus 2006',
        judul: 'Mulai Beroperasi',
        keterangan:
          'Setelah memperoleh izin usaha dari Bank Indonesia, bank mulai melayani nasabah dengan ' +
          'sistem bagi hasil.',
      },
      {
        tanggal: '31 Desember 2013',
        judul: 'Pengawasan oleh OJK',
        keterangan:
          'Fungsi pengaturan dan pengawasan perbankan beralih dari Bank Indonesia ke Otoritas ' +
          'Jasa Keuangan, sehingga bank sejak itu diawasi oleh OJK.',
      },
      {
        tanggal: '18 September 2016',
        judul: 'Grand Opening Kantor Pusat',
        keterangan:
          'Peresmian kantor pusat di Jalan Ngasem No. 52A, Yogyakarta. Tanggal ini diperingati ' +
          'setiap tahun sebagai hari jadi perusahaan.',
      },
      {
        tanggal: '14 Juli 2020',
        judul: 'Pembiayaan Pertanian dan Peternakan',
        keterangan:
          'Bank memperluas layanan pembiayaan bagi petani dan peternak dengan jadwal pembayaran ' +
          'yang mengikuti masa panen.',
      },
      {
        tanggal: '18 September 2025',
        judul: 'Peluncuran Situs Web Baru',
        keterangan:
          'Bertepatan dengan hari jadi, bank meluncurkan situs web baru untuk memudahkan nasabah ' +
          'memperoleh informasi produk, berita, dan laporan publikasi.',
      },
    ],
  },
  gambarStruktur: {
    file: 'struktur-organisasi.webp',
    alt:
      'Bagan struktur organisasi: RUPS membawahi Dewan Komisaris, Dewan Pengawas Syariah, dan Direksi (Direktur Utama). ' +
      'Direksi membawahi Satuan Kerja Audit Intern, Kepatuhan dan Manajemen Risiko, Bagian Operasional (Teller, Customer Service, Accounting), ' +
      'serta Bagian Pemasaran/Pembiayaan (Account Officer, Remedial).',
  },
  keteranganStruktur: 'Struktur Organisasi Periode 2025',
  pengurus: [
    {
      nama: 'Drs. H. Budi Santoso, M.M.',
      jabatan: 'Komisaris Utama',
      foto: { file: 'pengurus-1.webp', alt: 'Foto Drs. H. Budi Santoso, M.M.' },
      tempatTanggalLahir: 'Sleman, 12 Juni 1962',
      pendidikan: ['S-1 Ilmu Ekonomi, lulus 1987', 'S-2 Magister Manajemen, lulus 1996'],
      riwayatPekerjaan: [
        '1988–1996: Analis Kredit pada bank pembangunan daerah',
        '1996–2005: Kepala Cabang pada bank umum nasional',
        '2006–2015: Direktur Utama PT BPRS Contoh Syariah Yogyakarta',
        '2016–sekarang: Komisaris Utama PT BPRS Contoh Syariah Yogyakarta',
      ],
    },
    {
      nama: 'Dr. Hj. Siti Rahmawati, S.E., M.Si.',
      jabatan: 'Komisaris',
      foto: { file: 'pengurus-2.webp', alt: 'Foto Dr. Hj. Siti Rahmawati, S.E., M.Si.' },
      tempatTanggalLahir: 'Bantul, 3 Maret 1970',
      pendidikan: [
        'S-1 Akuntansi, lulus 1993',
        'S-2 Ilmu Ekonomi, lulus 1999',
        'S-3 Ekonomi Islam, lulus 2011',
      ],
      riwayatPekerjaan: [
        '1994–2001: Auditor pada kantor akuntan publik',
        '2001–sekarang: Dosen Ekonomi Syariah pada perguruan tinggi swasta di Yogyakarta',
        '2012–2017: Anggota Komite Audit PT BPRS Contoh Syariah Yogyakarta',
        '2018–sekarang: Komisaris PT BPRS Contoh Syariah Yogyakarta',
      ],
    },
    {
      nama: 'Agus Setiawan, S.E., M.E.',
      jabatan: 'Direktur Utama',
      foto: { file: 'pengurus-3.webp', alt: 'Foto Agus Setiawan, S.E., M.E.' },
      tempatTanggalLahir: 'Kulon Progo, 21 Oktober 1978',
      pendidikan: ['S-1 Manajemen, lulus 2001', 'S-2 Magister Ekonomi Syariah, lulus 2014'],
      riwayatPekerjaan: [
        '2002–2006: Account Officer pada bank umum syariah',
        '2006–2012: Kepala Bagian Pembiayaan PT BPRS Contoh Syariah Yogyakarta',
        '2012–2016: Direktur PT BPRS Contoh Syariah Yogyakarta',
        '2016–sekarang: Direktur Utama PT BPRS Contoh Syariah Yogyakarta',
      ],
    },
  ],
  dps: [
    {
      nama: 'Dr. K.H. Ahmad Fauzi, Lc., M.A.',
      peran: 'ketua',
      foto: { file: 'dps-1.webp', alt: 'Foto Dr. K.H. Ahmad Fauzi, Lc., M.A.' },
      pendidikan: [
        'S-1 Syariah, Universitas Al-Azhar Kairo, lulus 1995',
        'S-2 Hukum Ekonomi Islam, lulus 2001',
        'S-3 Studi Islam, lulus 2010',
      ],
      pengalaman: [
        'Anggota Dewan Syariah Nasional MUI',
        '2005–sekarang: Dosen Fikih Muamalah pada perguruan tinggi Islam di Yogyakarta',
        '2014–sekarang: Ketua Dewan Pengawas Syariah PT BPRS Contoh Syariah Yogyakarta',
      ],
    },
    {
      nama: 'H. Muhammad Ridwan, S.H.I., M.E.Sy.',
      peran: 'anggota',
      foto: { file: 'dps-2.webp', alt: 'Foto H. Muhammad Ridwan, S.H.I., M.E.Sy.' },
      pendidikan: ['S-1 Hukum Ekonomi Syariah, lulus 2006', 'S-2 Ekonomi Syariah, lulus 2012'],
      pengalaman: [
        'Pemegang sertifikat Pengawas Syariah dari DSN-MUI',
        '2008–2016: Staf Kepatuhan Syariah pada bank umum syariah',
        '2017–sekarang: Anggota Dewan Pengawas Syariah PT BPRS Contoh Syariah Yogyakarta',
      ],
    },
  ],
}
