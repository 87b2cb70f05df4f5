import type { IkonKeunggulan } from '@/modules/produk/produk.rules'

export type ProdukSeed = {
  key: string
  judul: string
  subJudul: string
  deskripsi: string
  keunggulan: { icon: IkonKeunggulan; label: string }[]
}

export const produkSeed: ProdukSeed[] = [
  {
    key: 'tabungan-wadiah',
    judul: 'Tabungan Wadiah',
    subJudul: 'Simpanan titipan yang aman dan dapat ditarik kapan saja',
    deskripsi:
      'Tabungan Wadiah adalah simpanan dengan akad wadiah yad dhamanah, yaitu titipan dana dari ' +
      'nasabah kepada bank. Dengan akad ini, bank diperkenankan memanfaatkan dana titipan sesuai ' +
      'prinsip syariah dan menjamin pengembalian dana secara utuh kapan pun nasabah ' +
      'membutuhkannya.\n\n' +
      'Tabungan ini cocok untuk kebutuhan transaksi sehari-hari, dana darurat, maupun untuk ' +
      'membiasakan anggota keluarga menabung sejak dini. Setoran dan penarikan dapat dilakukan ' +
      'di kantor kami pada jam operasional dengan persyaratan yang sederhana.\n\n' +
      'Bank dapat memberikan bonus (athaya) kepada penabung sesuai kebijakan bank. Bonus ' +
      'tersebut tidak diperjanjikan di awal akad, sehingga ada atau tidaknya dan besarnya tidak ' +
      'dapat dipastikan sebelumnya.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Akad wadiah yad dhamanah',
      },
      {
        icon: 'bank',
        label: 'Dapat ditarik kapan saja',
      },
      {
        icon: 'stats',
        label: 'Setoran awal terjangkau',
      },
      {
        icon: 'bank',
        label: 'Dijamin LPS sesuai ketentuan',
      },
    ],
  },
  {
    key: 'tabungan-mudharabah',
    judul: 'Tabungan Mudharabah',
    subJudul: 'Menabung sambil memperoleh bagi hasil sesuai prinsip syariah',
    deskripsi:
      'Tabungan Mudharabah menggunakan akad mudharabah mutlaqah. Dalam akad ini nasabah ' +
      'bertindak sebagai pemilik dana (shahibul maal) dan bank sebagai pengelola (mudharib) yang ' +
      'diberi keleluasaan menyalurkan dana ke pembiayaan yang halal dan produktif.\n\n' +
      'Keuntungan dibagi berdasarkan nisbah bagi hasil yang disepakati pada saat pembukaan ' +
      'rekening. Besarnya bagi hasil yang diterima setiap bulan mengikuti pendapatan yang ' +
      'benar-benar diperoleh bank, sehingga nilainya dapat berubah dan tidak dijanjikan di ' +
      'muka.\n\n' +
      'Dengan menabung di sini, dana Anda ikut menggerakkan usaha mikro, kecil, dan menengah di ' +
      'Yogyakarta dan sekitarnya. Setoran dan penarikan dapat dilakukan di kantor kami sesuai ' +
      'ketentuan yang berlaku.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Akad mudharabah mutlaqah',
      },
      {
        icon: 'profits',
        label: 'Bagi hasil sesuai nisbah',
      },
      {
        icon: 'bank',
        label: 'Dijamin LPS sesuai ketentuan',
      },
      {
        icon: 'stats',
        label: 'Ikut menggerakkan UMKM lokal',
      },
    ],
  },
  {
    key: 'tabungan-haji',
    judul: 'Tabungan Haji',
    subJudul: 'Rencanakan perjalanan ibadah haji Anda sejak sekarang',
    deskripsi:
      'Tabungan Haji membantu Anda menyiapkan dana untuk menunaikan rukun Islam kelima secara ' +
      'bertahap dan terencana. Tabungan ini menggunakan akad mudharabah mutlaqah, sehingga saldo ' +
      'Anda memperoleh bagi hasil sesuai nisbah yang disepakati.\n\n' +
      'Penarikan hanya dapat dilakukan untuk keperluan ibadah haji. Setelah saldo mencukupi ' +
      'setoran awal biaya haji, petugas kami akan membantu pemindahan dana ke bank penerima ' +
      'setoran biaya haji agar Anda dapat mendaftar dan memperoleh nomor porsi.\n\n' +
      'Setoran lanjutan dapat dilakukan kapan saja dengan nominal yang disesuaikan kemampuan. ' +
      'Tabungan ini juga dapat dibuka atas nama anak sebagai bekal perjalanan ibadah mereka ' +
      'kelak.',
    keunggulan: [
      {
        icon: 'umrah',
        label: 'Terencana menuju Tanah Suci',
      },
      {
        icon: 'profits',
        label: 'Bagi hasil mudharabah',
      },
      {
        icon: 'airplane',
        label: 'Dibantu hingga pendaftaran porsi',
      },
      {
        icon: 'bank',
        label: 'Setoran lanjutan fleksibel',
      },
    ],
  },
  {
    key: 'tabungan-qurban',
    judul: 'Tabungan Qurban',
    subJudul: 'Menabung sedikit demi sedikit untuk berqurban saat Iduladha',
    deskripsi:
      'Tabungan Qurban adalah simpanan berencana untuk mempersiapkan dana pembelian hewan ' +
      'qurban. Tabungan ini menggunakan akad wadiah yad dhamanah, sehingga dana Anda tersimpan ' +
      'aman dan dikembalikan secara utuh saat dicairkan.\n\n' +
      'Anda dapat menyetor kapan saja dengan nominal yang disesuaikan kemampuan, baik untuk ' +
      'qurban kambing atau domba maupun untuk bergabung dalam patungan sapi. Dana dicairkan ' +
      'menjelang Iduladha, sehingga niat berqurban tidak terganggu oleh kebutuhan lain.\n\n' +
      'Bila diperlukan, kami dapat menghubungkan Anda dengan mitra penyedia hewan qurban dan ' +
      'panitia penyembelihan di sekitar Yogyakarta.',
    keunggulan: [
      {
        icon: 'sheep',
        label: 'Untuk qurban kambing atau domba',
      },
      {
        icon: 'cow',
        label: 'Bisa untuk patungan sapi',
      },
      {
        icon: 'slaughter',
        label: 'Dicairkan menjelang Iduladha',
      },
      {
        icon: 'handshake',
        label: 'Akad wadiah yad dhamanah',
      },
    ],
  },
  {
    key: 'tabungan-pendidikan',
    judul: 'Tabungan Pendidikan',
    subJudul: 'Persiapan biaya sekolah dan kuliah buah hati Anda',
    deskripsi:
      'Tabungan Pendidikan adalah tabungan berjangka dengan akad mudharabah mutlaqah untuk ' +
      'menyiapkan biaya pendidikan anak, mulai dari sekolah dasar hingga perguruan tinggi. Anda ' +
      'menentukan sendiri besar setoran bulanan dan jangka waktu yang sesuai dengan rencana ' +
      'pendidikan.\n\n' +
      'Setoran dilakukan secara rutin setiap bulan dan saldo memperoleh bagi hasil sesuai nisbah ' +
      'yang disepakati. Dana dicairkan pada akhir jangka waktu, tepat ketika biaya pendaftaran ' +
      'atau uang pangkal biasanya dibutuhkan.',
    keunggulan: [
      {
        icon: 'stats',
        label: 'Setoran bulanan terjadwal',
      },
      {
        icon: 'profits',
        label: 'Bagi hasil mudharabah',
      },
      {
        icon: 'bank',
        label: 'Jangka waktu sesuai rencana',
      },
    ],
  },
  {
    key: 'deposito-mudharabah',
    judul: 'Deposito Mudharabah',
    subJudul: 'Investasi berjangka yang halal untuk dana yang belum terpakai',
    deskripsi:
      'Deposito Mudharabah adalah simpanan berjangka dengan akad mudharabah mutlaqah. Nasabah ' +
      'sebagai pemilik dana mempercayakan pengelolaannya kepada bank untuk disalurkan ke ' +
      'pembiayaan yang sesuai syariah, terutama bagi pelaku usaha mikro, kecil, dan menengah.\n\n' +
      'Tersedia pilihan jangka waktu 1, 3, 6, dan 12 bulan. Bagi hasil dihitung berdasarkan ' +
      'nisbah yang disepakati pada saat penempatan dan pendapatan aktual bank, sehingga besarnya ' +
      'dapat berbeda dari bulan ke bulan. Bagi hasil dapat dikreditkan ke rekening tabungan atau ' +
      'ditambahkan ke pokok deposito.\n\n' +
      'Deposito dapat diperpanjang secara otomatis (automatic roll over) pada saat jatuh tempo ' +
      'dan dapat dijadikan jaminan pembiayaan di bank kami.',
    keunggulan: [
      {
        icon: 'profits',
        label: 'Bagi hasil sesuai nisbah',
      },
      {
        icon: 'stats',
        label: 'Pilihan jangka 1–12 bulan',
      },
      {
        icon: 'stats',
        label: 'Dapat diperpanjang otomatis',
      },
      {
        icon: 'handshake',
        label: 'Dapat menjadi jaminan pembiayaan',
      },
      {
        icon: 'bank',
        label: 'Dijamin LPS sesuai ketentuan',
      },
    ],
  },
  {
    key: 'pembiayaan-murabahah',
    judul: 'Pembiayaan Murabahah',
    subJudul: 'Pembelian barang kebutuhan dengan akad jual beli yang jelas',
    deskripsi:
      'Pembiayaan Murabahah adalah pembiayaan dengan akad jual beli. Bank membeli barang yang ' +
      'Anda butuhkan, kemudian menjualnya kepada Anda sebesar harga perolehan ditambah margin ' +
      'keuntungan yang disepakati bersama. Harga jual tersebut tidak berubah hingga pembiayaan ' +
      'lunas.\n\n' +
      'Pembiayaan ini dapat digunakan untuk pembelian barang konsumtif maupun produktif, seperti ' +
      'bahan bangunan untuk renovasi rumah, peralatan usaha, bahan baku, dan barang modal ' +
      'lainnya. Pembayaran dilakukan secara angsuran dengan jumlah tetap setiap bulan sesuai ' +
      'jangka waktu yang dipilih.\n\n' +
      'Karena harga dan angsuran diketahui sejak awal, Anda dapat mengatur keuangan keluarga ' +
      'maupun usaha dengan lebih tenang.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Akad jual beli yang transparan',
      },
      {
        icon: 'profits',
        label: 'Margin disepakati di awal',
      },
      {
        icon: 'stats',
        label: 'Angsuran tetap hingga lunas',
      },
      {
        icon: 'bank',
        label: 'Persyaratan mudah',
      },
    ],
  },
  {
    key: 'pembiayaan-mudharabah',
    judul: 'Pembiayaan Mudharabah',
    subJudul: 'Kemitraan modal usaha dengan sistem bagi hasil',
    deskripsi:
      'Pembiayaan Mudharabah adalah kerja sama usaha ketika bank menyediakan seluruh modal ' +
      '(shahibul maal) dan nasabah menjalankan usahanya sebagai pengelola (mudharib). Keuntungan ' +
      'usaha dibagi sesuai nisbah yang disepakati di awal akad.\n\n' +
      'Kerugian yang timbul bukan karena kelalaian atau pelanggaran kesepakatan oleh pengelola ' +
      'ditanggung oleh bank sebagai pemilik modal. Karena itu, pembiayaan ini menuntut ' +
      'keterbukaan laporan usaha dan rasa saling percaya di antara kedua pihak.\n\n' +
      'Pembiayaan ini cocok untuk usaha produktif yang pencatatan keuangannya tertib, misalnya ' +
      'usaha perdagangan, kerajinan, dan jasa yang perputaran kasnya dapat dipantau secara ' +
      'berkala.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Kemitraan usaha yang adil',
      },
      {
        icon: 'profits',
        label: 'Bagi hasil sesuai nisbah',
      },
      {
        icon: 'stats',
        label: 'Mengikuti kinerja usaha',
      },
    ],
  },
  {
    key: 'pembiayaan-musyarakah',
    judul: 'Pembiayaan Musyarakah',
    subJudul: 'Modal bersama untuk mengembangkan usaha Anda',
    deskripsi:
      'Pembiayaan Musyarakah adalah akad kerja sama antara bank dan nasabah yang sama-sama ' +
      'menyertakan modal untuk menjalankan suatu usaha atau proyek. Keuntungan dibagi sesuai ' +
      'nisbah yang disepakati, sedangkan kerugian ditanggung sesuai porsi modal ' +
      'masing-masing.\n\n' +
      'Pembiayaan ini sesuai untuk menambah modal usaha yang sudah berjalan, membiayai proyek ' +
      'atau pesanan dengan jangka waktu tertentu, maupun memperluas kapasitas produksi. Nasabah ' +
      'tetap mengelola usahanya, sementara bank mendampingi sebagai mitra.\n\n' +
      'Untuk kebutuhan pengadaan aset, kami juga melayani musyarakah mutanaqishah, yaitu ' +
      'kepemilikan bersama yang porsi bank berkurang secara bertahap seiring angsuran nasabah ' +
      'hingga aset sepenuhnya menjadi milik nasabah.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Modal bersama, untung bersama',
      },
      {
        icon: 'profits',
        label: 'Bagi hasil sesuai nisbah',
      },
      {
        icon: 'stats',
        label: 'Porsi modal fleksibel',
      },
      {
        icon: 'bank',
        label: 'Didampingi sebagai mitra usaha',
      },
    ],
  },
  {
    key: 'pembiayaan-multijasa',
    judul: 'Pembiayaan Multijasa',
    subJudul: 'Pembiayaan untuk pendidikan, kesehatan, dan kebutuhan jasa lainnya',
    deskripsi:
      'Pembiayaan Multijasa menggunakan akad ijarah multijasa, yaitu pembiayaan untuk memperoleh ' +
      'manfaat atas suatu jasa. Bank menyediakan jasa yang Anda perlukan, dan atas layanan ' +
      'tersebut bank memperoleh imbalan (ujrah) yang disepakati di awal dan dinyatakan dalam ' +
      'nominal rupiah, bukan persentase.\n\n' +
      'Pembiayaan ini dapat dimanfaatkan untuk biaya pendidikan, layanan kesehatan, biaya ' +
      'pernikahan, sewa tempat usaha, dan kebutuhan jasa lain yang tidak bertentangan dengan ' +
      'syariah. Pembayaran dilakukan secara angsuran dengan jumlah tetap selama jangka waktu ' +
      'pembiayaan.',
    keunggulan: [
      {
        icon: 'handshake',
        label: 'Akad ijarah multijasa',
      },
      {
        icon: 'stats',
        label: 'Ujrah jelas sejak awal',
      },
      {
        icon: 'bank',
        label: 'Untuk beragam kebutuhan jasa',
      },
    ],
  },
  {
    key: 'pembiayaan-umroh',
    judul: 'Pembiayaan Umroh',
    subJudul: 'Wujudkan niat beribadah ke Tanah Suci tanpa menunggu lama',
    deskripsi:
      'Pembiayaan Umroh membantu Anda berangkat umroh lebih cepat dengan akad ijarah multijasa. ' +
      'Bank memfasilitasi pembayaran paket perjalanan umroh kepada biro perjalanan, dan Anda ' +
      'melunasinya secara angsuran dengan ujrah yang disepakati di awal.\n\n' +
      'Kami hanya bekerja sama dengan biro perjalanan yang memiliki izin resmi sebagai ' +
      'Penyelenggara Perjalanan Ibadah Umrah (PPIU), sehingga keberangkatan, akomodasi, dan ' +
      'bimbingan ibadah Anda lebih terjamin.\n\n' +
      'Angsuran yang tetap setiap bulan memudahkan Anda merencanakan keuangan keluarga, baik ' +
      'sebelum maupun sepulang dari ibadah.',
    keunggulan: [
      {
        icon: 'umrah',
        label: 'Berangkat umroh lebih cepat',
      },
      {
        icon: 'airplane',
        label: 'Bermitra dengan PPIU resmi',
      },
      {
        icon: 'handshake',
        label: 'Akad ijarah multijasa',
      },
      {
        icon: 'stats',
        label: 'Angsuran tetap setiap bulan',
      },
    ],
  },
  {
    key: 'gadai-emas',
    judul: 'Gadai Emas Syariah',
    subJudul: 'Dana tunai cepat dengan jaminan emas, sesuai prinsip syariah',
    deskripsi:
      'Gadai Emas Syariah adalah layanan pembiayaan dengan jaminan emas perhiasan maupun emas ' +
      'batangan. Layanan ini menggunakan akad qardh untuk pinjaman dana, akad rahn untuk ' +
      'penyerahan emas sebagai jaminan, dan akad ijarah untuk biaya penyimpanan serta ' +
      'pemeliharaan emas.\n\n' +
      'Biaya penyimpanan ditetapkan berdasarkan nilai taksiran emas dan lama penyimpanan, bukan ' +
      'berdasarkan jumlah pinjaman, sehingga terhindar dari unsur riba. Emas Anda disimpan ' +
      'dengan aman dan dikembalikan utuh setelah pinjaman dilunasi.\n\n' +
      'Layanan ini cocok untuk kebutuhan mendesak, seperti biaya sekolah, berobat, atau tambahan ' +
      'modal usaha, tanpa harus menjual perhiasan kesayangan Anda.',
    keunggulan: [
      {
        icon: 'bank',
        label: 'Proses cepat dan sederhana',
      },
      {
        icon: 'handshake',
        label: 'Akad qardh, rahn, dan ijarah',
      },
      {
        icon: 'stats',
        label: 'Taksiran emas transparan',
      },
      {
        icon: 'bank',
        label: 'Emas tersimpan dengan aman',
      },
    ],
  },
  {
    key: 'pembiayaan-kendaraan',
    judul: 'Pembiayaan Kendaraan',
    subJudul: 'Miliki sepeda motor atau mobil impian dengan akad murabahah',
    deskripsi:
      'Pembiayaan Kendaraan membantu Anda memiliki sepeda motor atau mobil, baik baru maupun ' +
      'bekas, untuk keperluan pribadi maupun usaha. Pembiayaan ini menggunakan akad murabahah: ' +
      'bank membeli kendaraan dari dealer atau penjual, lalu menjualnya kepada Anda dengan ' +
      'margin yang disepakati di awal.\n\n' +
      'Kami juga melayani pembiayaan kendaraan listrik sebagai pilihan transportasi yang lebih ' +
      'hemat energi dan ramah lingkungan. Harga jual dan angsuran bersifat tetap hingga lunas, ' +
      'sehingga tidak terpengaruh perubahan kondisi pasar.\n\n' +
      'Uang muka dan jangka waktu dapat disesuaikan dengan kemampuan Anda sesuai ketentuan yang ' +
      'berlaku.',
    keunggulan: [
      {
        icon: 'bike',
        label: 'Sepeda motor baru dan bekas',
      },
      {
        icon: 'electric-car',
        label: 'Tersedia untuk kendaraan listrik',
      },
      {
        icon: 'handshake',
        label: 'Akad murabahah',
      },
      {
        icon: 'stats',
        label: 'Angsuran tetap hingga lunas',
      },
    ],
  },
  {
    key: 'pembiayaan-pertanian-peternakan',
    judul: 'Pembiayaan Pertanian dan Peternakan',
    subJudul: 'Modal bagi petani dan peternak dengan angsuran mengikuti masa panen',
    deskripsi:
      'Pembiayaan Pertanian dan Peternakan ditujukan bagi petani, peternak, dan kelompok tani di ' +
      'Yogyakarta dan sekitarnya. Pembiayaan dapat digunakan untuk pembelian benih, pupuk, dan ' +
      'alat pertanian, maupun untuk pengadaan bibit ternak, pakan, dan pembuatan kandang.\n\n' +
      'Akad disesuaikan dengan kebutuhan: murabahah untuk pembelian sarana produksi, serta ' +
      'mudharabah atau musyarakah untuk kerja sama usaha dengan bagi hasil. Jadwal pembayaran ' +
      'dapat disesuaikan dengan siklus usaha, misalnya dibayar saat panen atau saat ternak ' +
      'dijual.\n\n' +
      'Petugas kami siap mendampingi sejak pengajuan hingga usaha berjalan, termasuk untuk usaha ' +
      'penggemukan sapi serta pembibitan kambing dan domba.',
    keunggulan: [
      {
        icon: 'cow',
        label: 'Penggemukan sapi',
      },
      {
        icon: 'sheep',
        label: 'Ternak kambing dan domba',
      },
      {
        icon: 'profits',
        label: 'Pembayaran mengikuti masa panen',
      },
      {
        icon: 'handshake',
        label: 'Akad sesuai kebutuhan usaha',
      },
      {
        icon: 'stats',
        label: 'Pendampingan usaha',
      },
      {
        icon: 'bank',
        label: 'Dekat dengan petani lokal',
      },
    ],
  },
  {
    key: 'pembiayaan-modal-kerja-umkm',
    judul: 'Pembiayaan Modal Kerja UMKM',
    subJudul: 'Tambahan modal kerja untuk usaha mikro, kecil, dan menengah',
    deskripsi:
      'Pembiayaan Modal Kerja UMKM membantu pelaku usaha mikro, kecil, dan menengah memenuhi ' +
      'kebutuhan modal kerja, seperti pembelian stok barang dagangan, bahan baku, atau ' +
      'pembiayaan pesanan. Pembiayaan ini merupakan wujud misi kami untuk berfokus pada ' +
      'pengembangan UMKM.\n\n' +
      'Akad dipilih sesuai karakter usaha: musyarakah atau mudharabah dengan bagi hasil sesuai ' +
      'nisbah, atau murabahah untuk pembelian barang dengan margin yang disepakati. Jangka waktu ' +
      'dan pola angsuran disesuaikan dengan perputaran usaha Anda.\n\n' +
      'Selain dana, kami memberikan pendampingan dan edukasi keuangan sederhana, seperti ' +
      'pencatatan kas serta pemisahan keuangan usaha dan keuangan keluarga.',
    keunggulan: [
      {
        icon: 'profits',
        label: 'Bagi hasil atau margin yang jelas',
      },
      {
        icon: 'stats',
        label: 'Angsuran mengikuti arus kas usaha',
      },
      {
        icon: 'handshake',
        label: 'Pilihan akad sesuai usaha',
      },
      {
        icon: 'bank',
        label: 'Pendampingan keuangan UMKM',
      },
    ],
  },
  {
    key: 'layanan-transfer-pembayaran',
    judul: 'Layanan Transfer dan Pembayaran',
    subJudul: 'Kirim uang dan bayar tagihan rutin langsung di kantor kami',
    deskripsi:
      'Selain produk simpanan dan pembiayaan, kami menyediakan layanan transfer dana ke rekening ' +
      'bank lain di seluruh Indonesia serta pembayaran berbagai tagihan rutin, seperti listrik, ' +
      'air PDAM, iuran BPJS, dan telepon.\n\n' +
      'Transaksi dapat dilakukan di kantor kami pada jam operasional, baik dengan mendebet ' +
      'rekening tabungan maupun secara tunai. Setiap transaksi disertai bukti yang sah sebagai ' +
      'tanda terima.\n\n' +
      'Biaya layanan mengikuti ketentuan yang berlaku dan diinformasikan kepada nasabah sebelum ' +
      'transaksi dilakukan.',
    keunggulan: [],
  },
]
