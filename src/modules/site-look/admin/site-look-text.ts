/** The texts of /admin/tampilan-situs that are not validation messages (site-look.rules.ts). */
export const SITE_LOOK_TEXT = {
  title: 'Tampilan Situs',
  description:
    'Gambar dan teks milik situs sendiri. Perubahan tampil di semua halaman publik dalam beberapa detik.',
  hero: 'Banner utama beranda',
  heroHint:
    'Tiga banner bergantian setiap 4 detik. Di ponsel, gambar dipotong di sekitar titik fokusnya.',
  slideshow: 'Slideshow beranda',
  pengurus: 'Pengurus',
  pengurusHint: 'Tampil di halaman Struktur Organisasi sesuai urutan di sini.',
  dps: 'Dewan Pengawas Syariah',
  dpsHint:
    'Tampil di halaman Struktur Organisasi di samping pengurus, sesuai urutan di sini. Satu Ketua, selebihnya Anggota.',
  dpsLabels: { nama: 'Nama', peran: 'Peran', pendidikan: 'Pendidikan', pengalaman: 'Pengalaman' },
  confirmRemoveDps: (nama: string) => `Hapus ${nama || 'anggota ini'} dari Dewan Pengawas Syariah?`,
  struktur: 'Bagan struktur organisasi',
  sosial: 'Media sosial',
  sosialHint: 'Tampil di footer setiap halaman. Kosongkan yang tidak dipakai.',
  pengumuman: 'Bilah pengumuman',
  pengumumanHint:
    'Tampil di atas setiap halaman publik dari waktu mulai sampai waktu selesai. Kosongkan teks untuk menyembunyikannya.',
  linkHint: 'Alamat https://… atau halaman situs ini, misalnya /promo.',
  fileHint: 'PNG, JPEG, atau WebP, maksimal 2 MB.',
  altForNew: 'Jelaskan isi gambar baru untuk pembaca layar.',
  fromLibrary: 'Dipilih dari Pustaka Media; disalin menjadi gambar situs saat disimpan.',
  oneLineEach: 'Satu butir per baris.',
  profileLabels: {
    nama: 'Nama',
    jabatan: 'Jabatan',
    tempatTanggalLahir: 'Tempat, tanggal lahir',
    pendidikan: 'Pendidikan',
    riwayatPekerjaan: 'Riwayat pekerjaan',
  },
  sosialLabels: { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' },
  confirmSave: 'Simpan perubahan Tampilan Situs? Perubahan langsung tampil di situs.',
  confirmRemove: (nama: string) => `Hapus ${nama || 'pengurus ini'} dari daftar pengurus?`,
  saved: 'Tampilan Situs berhasil disimpan.',
  failed: 'Tampilan Situs gagal disimpan. Coba lagi.',
} as const
