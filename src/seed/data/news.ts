import type { KategoriNews } from '@/modules/news/news.rules'

export type NewsSeed = {
  judul: string
  kategori: KategoriNews
  /** Kutipan yang disorot; juga dipakai sebagai meta description halaman. */
  kutipan?: string
  isisatu: string
  isidua: string
  /** Tanggal terbit, format 'YYYY-MM-DD'. */
  dibuatPada: string
  /** Nama berkas gambar thumbnail: 'news-<kunci-kategori>.jpg'. */
  image: string
}

export const newsSeed: NewsSeed[] = [
  {
    judul: 'Deposito Mudharabah, Pilihan Investasi Halal untuk Dana yang Belum Terpakai',
    kategori: 'Investasi',
    kutipan:
      'Investasi yang baik bukan hanya soal hasil, tetapi juga ketenangan karena dana dikelola ' +
      'secara halal dan transparan.',
    isisatu:
      'Banyak keluarga memiliki dana yang belum akan digunakan dalam beberapa bulan ke depan, ' +
      'misalnya untuk biaya pendidikan tahun depan atau cadangan modal usaha. Menyimpannya di ' +
      'rumah tentu berisiko, sementara menaruhnya di instrumen yang tidak jelas justru dapat ' +
      'berujung pada kerugian.\n\n' +
      'Deposito Mudharabah dapat menjadi salah satu pilihan. Dana ditempatkan untuk jangka waktu ' +
      'tertentu dan dikelola bank dengan akad mudharabah mutlaqah, lalu disalurkan ke pembiayaan ' +
      'yang halal dan produktif, terutama bagi pelaku usaha mikro, kecil, dan menengah.',
    isidua:
      'Berbeda dengan sistem bunga, hasil deposito syariah ditentukan oleh nisbah bagi hasil ' +
      'yang disepakati di awal. Nilai rupiahnya mengikuti pendapatan yang benar-benar diperoleh ' +
      'bank, sehingga dapat naik atau turun dari bulan ke bulan.\n\n' +
      'Sebelum menempatkan dana, sesuaikan jangka waktu deposito dengan rencana penggunaan dana ' +
      'Anda. Pastikan pula bank tempat Anda berinvestasi berizin dan diawasi OJK serta merupakan ' +
      'peserta penjaminan LPS.\n\n' +
      'Petugas kami siap menjelaskan ketentuan lengkapnya di kantor pusat Jalan Ngasem No. 52A, ' +
      'Yogyakarta.',
    dibuatPada: '2025-02-11',
    image: 'news-investasi.jpg',
  },
  {
    judul: 'Lima Kebiasaan Sederhana agar Rajin Menabung',
    kategori: 'Tabungan',
    isisatu:
      'Menabung sering dianggap sulit karena penghasilan terasa selalu habis untuk kebutuhan ' +
      'bulanan. Padahal, kebiasaan menabung dapat dibangun dari langkah-langkah kecil yang ' +
      'dilakukan secara konsisten.\n\n' +
      'Pertama, sisihkan tabungan di awal bulan begitu menerima penghasilan, bukan menunggu sisa ' +
      'di akhir bulan. Kedua, tetapkan tujuan yang jelas, misalnya dana darurat, biaya sekolah, ' +
      'atau rencana berqurban, agar semangat menabung tetap terjaga.',
    isidua:
      'Ketiga, catat pengeluaran harian selama satu bulan untuk melihat pos mana yang bisa ' +
      'dihemat. Keempat, pisahkan rekening untuk kebutuhan sehari-hari dan rekening tabungan ' +
      'agar dana tidak mudah terpakai.\n\n' +
      'Kelima, pilih produk yang sesuai dengan tujuan Anda. Tabungan Wadiah cocok untuk dana ' +
      'yang sewaktu-waktu dibutuhkan, sedangkan Tabungan Mudharabah atau Tabungan Pendidikan ' +
      'sesuai untuk tujuan jangka menengah dan panjang. Mulailah hari ini, sekecil apa pun ' +
      'jumlahnya.',
    dibuatPada: '2025-04-22',
    image: 'news-tabungan.jpg',
  },
  {
    judul: 'Menyusun Anggaran Keluarga Menjelang Tahun Ajaran Baru',
    kategori: 'Keuangan',
    kutipan:
      'Anggaran yang disusun sejak awal membuat kebutuhan sekolah anak tidak lagi terasa sebagai ' +
      'beban mendadak.',
    isisatu:
      'Bulan Juni dan Juli identik dengan persiapan tahun ajaran baru. Seragam, buku, ' +
      'perlengkapan sekolah, hingga biaya pendaftaran sering datang bersamaan dan membuat ' +
      'anggaran keluarga terasa sesak.\n\n' +
      'Langkah pertama adalah mendata seluruh kebutuhan sekolah setiap anak beserta perkiraan ' +
      'biayanya. Bedakan kebutuhan yang wajib dipenuhi di awal dengan kebutuhan yang dapat ' +
      'dibeli bertahap selama semester berjalan.',
    isidua:
      'Selanjutnya, bandingkan total kebutuhan dengan dana yang tersedia. Bila masih kurang, ' +
      'hindari berutang kepada pihak yang tidak jelas atau pinjaman daring ilegal. Pilihlah ' +
      'lembaga keuangan resmi yang berizin dan diawasi OJK, misalnya melalui Pembiayaan ' +
      'Multijasa dengan ujrah yang disepakati di awal.\n\n' +
      'Agar tahun depan lebih ringan, mulailah menyisihkan dana secara rutin melalui Tabungan ' +
      'Pendidikan. Dengan setoran bulanan yang terjadwal, biaya pendidikan dapat dipersiapkan ' +
      'jauh hari tanpa mengganggu kebutuhan pokok keluarga.',
    dibuatPada: '2025-06-17',
    image: 'news-keuangan.jpg',
  },
  {
    judul: 'Gadai Emas Syariah: Dana Cepat Tanpa Harus Menjual Perhiasan',
    kategori: 'Emas',
    kutipan:
      'Dengan gadai emas syariah, perhiasan tetap menjadi milik Anda dan dapat ditebus kembali ' +
      'setelah kebutuhan terpenuhi.',
    isisatu:
      'Emas sejak lama menjadi pilihan masyarakat untuk menyimpan nilai kekayaan. Saat ada ' +
      'kebutuhan mendesak, banyak orang memilih menjual perhiasannya, padahal emas tersebut ' +
      'mungkin memiliki nilai kenangan atau disiapkan untuk rencana jangka panjang.\n\n' +
      'Gadai Emas Syariah menawarkan jalan tengah. Nasabah menyerahkan emas sebagai jaminan ' +
      '(rahn) dan memperoleh pinjaman dana dengan akad qardh. Setelah pinjaman dilunasi, emas ' +
      'dikembalikan dalam keadaan utuh.',
    isidua:
      'Yang membedakannya dari gadai konvensional adalah cara penetapan biaya. Bank hanya ' +
      'mengenakan ujrah untuk penyimpanan dan pemeliharaan emas dengan akad ijarah, yang ' +
      'besarnya mengacu pada nilai taksiran emas dan lama penyimpanan, bukan pada jumlah ' +
      'pinjaman.\n\n' +
      'Untuk mengajukan, cukup bawa emas beserta surat atau nota pembelian bila ada, serta kartu ' +
      'identitas. Petugas akan menaksir emas secara terbuka di hadapan Anda sebelum akad ' +
      'ditandatangani.',
    dibuatPada: '2025-07-08',
    image: 'news-emas.jpg',
  },
  {
    judul: 'Mulai dari Tabungan Haji, Langkah Awal Menuju Tanah Suci',
    kategori: 'Haji',
    kutipan:
      'Niat berhaji perlu diiringi persiapan: menabung secara rutin, mendaftar sedini mungkin, ' +
      'dan menjaga kesehatan.',
    isisatu:
      'Menunaikan ibadah haji adalah impian setiap Muslim yang mampu. Namun, antrean ' +
      'keberangkatan haji reguler saat ini dapat mencapai puluhan tahun, sehingga persiapan ' +
      'sebaiknya dimulai sedini mungkin.\n\n' +
      'Syarat utama untuk memperoleh nomor porsi adalah membayar setoran awal biaya haji melalui ' +
      'bank penerima setoran. Bagi banyak keluarga, dana tersebut tidak mudah dikumpulkan ' +
      'sekaligus, sehingga menabung secara bertahap menjadi pilihan yang paling realistis.',
    isidua:
      'Tabungan Haji di BPRS Contoh Syariah menggunakan akad mudharabah mutlaqah dan hanya dapat ' +
      'ditarik untuk keperluan ibadah haji. Dengan begitu, dana tidak tercampur dengan kebutuhan ' +
      'sehari-hari dan niat berhaji tetap terjaga.\n\n' +
      'Setelah saldo mencukupi, petugas kami akan membantu pemindahan dana ke bank penerima ' +
      'setoran dan mendampingi Anda dalam tahapan pendaftaran. Tabungan ini juga dapat dibuka ' +
      'atas nama anak sebagai bekal ibadah mereka kelak.',
    dibuatPada: '2025-08-12',
    image: 'news-haji.jpg',
  },
  {
    judul: 'Syukuran Hari Jadi BPRS Contoh Syariah Bersama Nasabah dan Warga',
    kategori: 'Agenda Perusahaan',
    kutipan:
      'Hari jadi ini menjadi pengingat bahwa kepercayaan nasabah adalah amanah yang harus kami ' +
      'jaga setiap hari.',
    isisatu:
      'Kamis, 18 September 2025, keluarga besar BPRS Contoh Syariah memperingati hari jadi ' +
      'dengan syukuran sederhana di kantor pusat Jalan Ngasem No. 52A, Yogyakarta. Tanggal ini ' +
      'bertepatan dengan peresmian (grand opening) kantor pada 18 September 2016 yang sejak itu ' +
      'diperingati setiap tahun.\n\n' +
      "Acara diawali dengan pembacaan ayat suci Al-Qur'an dan doa bersama, dilanjutkan dengan " +
      'pemotongan tumpeng oleh jajaran komisaris dan direksi. Sejumlah nasabah, mitra usaha, dan ' +
      'warga sekitar turut hadir memeriahkan acara.',
    isidua:
      'Dalam sambutannya, Direktur Utama menyampaikan terima kasih atas kepercayaan nasabah ' +
      'selama ini dan menegaskan komitmen bank untuk terus berfokus pada pembiayaan usaha mikro, ' +
      'kecil, dan menengah di Yogyakarta.\n\n' +
      'Rangkaian hari jadi juga diisi dengan santunan bagi anak yatim di sekitar kantor serta ' +
      'layanan konsultasi keuangan syariah gratis bagi warga.\n\n' +
      'Semoga BPRS Contoh Syariah semakin amanah dan membawa keberkahan bagi masyarakat.',
    dibuatPada: '2025-09-19',
    image: 'news-agenda-perusahaan.jpg',
  },
  {
    judul: 'Tips Memilih Biro Perjalanan Umroh yang Aman dan Resmi',
    kategori: 'Umroh',
    kutipan:
      'Sebelum membayar paket umroh, pastikan biro perjalanan Anda memiliki izin resmi sebagai ' +
      'Penyelenggara Perjalanan Ibadah Umrah (PPIU).',
    isisatu:
      'Minat masyarakat untuk beribadah umroh terus meningkat. Sayangnya, masih ada calon jemaah ' +
      'yang gagal berangkat karena tergiur paket murah dari biro perjalanan yang tidak ' +
      'bertanggung jawab.\n\n' +
      'Langkah pertama yang wajib dilakukan adalah memastikan biro perjalanan memiliki izin ' +
      'resmi sebagai Penyelenggara Perjalanan Ibadah Umrah (PPIU). Status izin dapat dicek ' +
      'melalui kanal informasi resmi pemerintah sebelum Anda melakukan pembayaran.',
    isidua:
      'Selanjutnya, periksa kejelasan jadwal keberangkatan, maskapai penerbangan, hotel, serta ' +
      'program bimbingan ibadah. Waspadai harga yang jauh di bawah kewajaran atau janji ' +
      'keberangkatan yang terus diundur.\n\n' +
      'Bagi Anda yang ingin berangkat tanpa menunggu dana terkumpul seluruhnya, Pembiayaan Umroh ' +
      'dengan akad ijarah multijasa dapat menjadi pilihan. Kami hanya bekerja sama dengan PPIU ' +
      'resmi, dan ujrah disepakati sejak awal sehingga angsuran tetap hingga lunas.',
    dibuatPada: '2025-10-21',
    image: 'news-umroh.jpg',
  },
  {
    judul: 'Pengumuman Jadwal Layanan Libur Nasional',
    kategori: 'Pengumuman',
    kutipan:
      'Kantor BPRS Contoh Syariah tidak melayani transaksi pada 25 Desember 2025 dan 1 Januari ' +
      '2026. Simak jadwal layanan selengkapnya.',
    isisatu:
      'Sehubungan dengan libur nasional Hari Raya Natal 2025 dan Tahun Baru 2026, kami sampaikan ' +
      'bahwa kantor PT BPRS Contoh Syariah Yogyakarta tidak melayani transaksi pada Kamis, 25 ' +
      'Desember 2025 dan Kamis, 1 Januari 2026.\n\n' +
      'Penyesuaian jadwal layanan juga berlaku pada hari cuti bersama sebagaimana ditetapkan ' +
      'pemerintah. Pada hari kerja lainnya, layanan berjalan normal sesuai jam operasional, ' +
      'Senin–Jumat pukul 08.00–15.00 WIB.',
    isidua:
      'Nasabah yang memiliki angsuran pembiayaan atau deposito yang jatuh tempo pada hari libur ' +
      'dapat melakukan pembayaran atau perpanjangan pada hari kerja sebelum maupun sesudahnya. ' +
      'Silakan hubungi petugas kami untuk memastikan jadwal yang tepat.\n\n' +
      'Informasi lebih lanjut dapat diperoleh melalui telepon (0274) 000-0000 atau WhatsApp ' +
      '0800-0000-0000. Atas perhatian dan pengertian Bapak/Ibu, kami ucapkan terima kasih.',
    dibuatPada: '2025-12-18',
    image: 'news-pengumuman.jpg',
  },
  {
    judul: 'Cara Menghitung Zakat Tabungan dan Deposito',
    kategori: 'Zakat & Wakaf',
    kutipan:
      'Zakat membersihkan harta dan menumbuhkan keberkahan. Hitunglah dengan cermat, lalu ' +
      'salurkan melalui lembaga amil zakat yang resmi.',
    isisatu:
      'Bulan Ramadan menjadi waktu yang dipilih banyak Muslim untuk menunaikan zakat. Selain ' +
      'zakat fitrah, harta yang tersimpan dalam bentuk tabungan dan deposito juga wajib dizakati ' +
      'apabila telah memenuhi syarat.\n\n' +
      'Menurut ketentuan yang umum digunakan, zakat simpanan wajib dikeluarkan apabila saldo ' +
      'telah mencapai nisab, yaitu setara dengan nilai 85 gram emas, dan telah dimiliki selama ' +
      'satu tahun (haul). Besarnya zakat adalah 2,5 persen dari jumlah simpanan.',
    isidua:
      'Sebagai contoh, apabila simpanan Anda yang telah berumur satu tahun bernilai di atas ' +
      'nisab, zakatnya dihitung dengan mengalikan seluruh saldo dengan 2,5 persen. Bagi hasil ' +
      'yang diterima selama setahun turut dijumlahkan ke dalam saldo tersebut.\n\n' +
      'Selain zakat, Anda juga dapat berbagi melalui wakaf uang, yang nilai pokoknya dijaga dan ' +
      'hasil pengelolaannya dimanfaatkan untuk kemaslahatan umat.\n\n' +
      'Salurkan zakat dan wakaf melalui lembaga amil zakat serta nazhir wakaf yang resmi dan ' +
      'terpercaya agar manfaatnya tepat sasaran.',
    dibuatPada: '2026-02-24',
    image: 'news-zakat-wakaf.jpg',
  },
  {
    judul: 'Pengumuman Jadwal Layanan Libur Nasional',
    kategori: 'Pengumuman',
    isisatu:
      'Menyambut Hari Raya Idulfitri 1447 H, kami sampaikan bahwa kantor PT BPRS Contoh Syariah ' +
      'Yogyakarta tidak melayani transaksi selama libur nasional dan cuti bersama Idulfitri ' +
      'sesuai ketetapan pemerintah. Layanan kembali normal pada hari kerja pertama setelah masa ' +
      'cuti bersama berakhir.\n\n' +
      'Pada hari-hari terakhir sebelum libur, antrean di kantor biasanya meningkat. Kami ' +
      'mengimbau nasabah melakukan penarikan tabungan, pembayaran angsuran, maupun transaksi ' +
      'lainnya lebih awal agar terhindar dari antrean panjang.',
    isidua:
      'Bagi nasabah yang angsurannya jatuh tempo selama masa libur, pembayaran dapat dilakukan ' +
      'sebelum libur dimulai atau pada hari kerja pertama setelahnya.\n\n' +
      'Jajaran komisaris, direksi, dan seluruh karyawan BPRS Contoh Syariah mengucapkan Selamat ' +
      'Hari Raya Idulfitri 1447 H. Taqabbalallahu minna wa minkum, mohon maaf lahir dan batin.',
    dibuatPada: '2026-03-09',
    image: 'news-pengumuman.jpg',
  },
  {
    judul: 'Edukasi Keuangan Syariah bagi Pelaku UMKM di Kota Yogyakarta',
    kategori: 'Agenda Perusahaan',
    kutipan:
      'Usaha yang tertib mencatat keuangannya lebih mudah berkembang dan lebih siap mengakses ' +
      'pembiayaan.',
    isisatu:
      'BPRS Contoh Syariah menyelenggarakan kegiatan edukasi keuangan syariah bagi pelaku usaha ' +
      'mikro dan kecil di aula kantor pusat, Jalan Ngasem No. 52A. Kegiatan ini diikuti pedagang ' +
      'pasar, perajin, dan pengusaha kuliner dari berbagai kelurahan di Kota Yogyakarta.\n\n' +
      'Materi yang disampaikan meliputi pencatatan kas harian, pemisahan keuangan usaha dan ' +
      'keuangan keluarga, serta pengenalan akad-akad pembiayaan syariah seperti murabahah, ' +
      'musyarakah, dan mudharabah.',
    isidua:
      'Peserta juga diajak berdiskusi tentang cara menyiapkan dokumen pengajuan pembiayaan dan ' +
      'menghitung kemampuan membayar angsuran. Sesi tanya jawab berlangsung hangat karena banyak ' +
      'peserta berbagi pengalaman mengelola usahanya.\n\n' +
      'Kegiatan ini merupakan bagian dari upaya bank untuk meningkatkan literasi dan inklusi ' +
      'keuangan syariah di masyarakat. Edukasi serupa direncanakan berlangsung secara berkala ' +
      'dan terbuka bagi pelaku UMKM yang berminat.',
    dibuatPada: '2026-05-21',
    image: 'news-agenda-perusahaan.jpg',
  },
  {
    judul: 'Tabungan Qurban: Mulai Menabung untuk Iduladha Tahun Depan',
    kategori: 'Tabungan',
    kutipan: 'Menabung sejak dini membuat niat berqurban terasa ringan dan terencana.',
    isisatu:
      'Iduladha 1447 H baru saja berlalu. Bagi Anda yang tahun ini belum sempat berqurban, ' +
      'sekarang adalah waktu yang tepat untuk mulai menyiapkan dana untuk Iduladha tahun ' +
      'depan.\n\n' +
      'Dengan rentang waktu hampir satu tahun, dana untuk seekor kambing atau bagian patungan ' +
      'sapi dapat dikumpulkan melalui setoran kecil secara rutin, misalnya setiap pekan atau ' +
      'setiap bulan setelah menerima penghasilan.',
    isidua:
      'Tabungan Qurban di BPRS Contoh Syariah menggunakan akad wadiah yad dhamanah, sehingga ' +
      'dana tersimpan aman dan dikembalikan utuh saat dicairkan menjelang Iduladha. Dana di ' +
      'tabungan ini terpisah dari rekening kebutuhan sehari-hari sehingga tidak mudah ' +
      'terpakai.\n\n' +
      'Tabungan Qurban dapat dibuka di kantor kami dengan membawa kartu identitas. Ajak pula ' +
      'anggota keluarga untuk ikut menabung agar semangat berbagi tumbuh bersama.',
    dibuatPada: '2026-06-16',
    image: 'news-tabungan.jpg',
  },
]
