/**
 * The first version of the privacy notice (Kebijakan Privasi). The words in braces are filled
 * by the page from the bank's current settings (modules/privasi/privasi.rules.ts, PLACEHOLDERS).
 */
export const privasiSeed = `Kebijakan privasi ini menjelaskan data pribadi apa yang dikumpulkan {namaBank} melalui situs ini, untuk apa, berapa lama disimpan, siapa yang menerimanya, dan hak Anda atas data tersebut sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.

## Data yang kami kumpulkan dan tujuannya

- Formulir pengajuan dan pertanyaan (Hubungi Kami, Ajukan Pembiayaan): nama, nomor HP/WhatsApp, e-mail bila diisi, kota/kabupaten, produk yang diminati, jumlah dan jangka waktu pembiayaan bila diisi, serta pesan Anda. Tujuannya hanya untuk menghubungi Anda dan menindaklanjuti pengajuan atau pertanyaan tersebut.
- Formulir Layanan Pengaduan: nama, nomor identitas, kontak, nomor rekening bila ada, produk, kronologi, nilai kerugian, penyelesaian yang diharapkan, serta lampiran dan surat kuasa yang Anda unggah. Tujuannya untuk menangani pengaduan Anda dan melaporkannya kepada Otoritas Jasa Keuangan (OJK) sebagaimana diwajibkan.
- Situs ini tidak memiliki layanan buletin (newsletter) dan tidak meminta data pribadi lain di luar formulir di atas.

## Berapa lama data disimpan

- Data pengajuan dan pertanyaan disimpan paling lama {retensiPengajuan} hari sejak dikirim, lalu dihapus otomatis.
- Catatan pengaduan beserta lampirannya disimpan selama {retensiPengaduan} tahun sejak pengaduan selesai sesuai ketentuan, lalu dihapus otomatis.

## Siapa yang menerima data

- Petugas bank yang berwenang, melalui panel administrasi situs.
- Pemberitahuan e-mail ke alamat bank ({email}) untuk setiap pengajuan baru, bila pengiriman e-mail diaktifkan.
- Sistem layanan nasabah bank (webhook, misalnya CRM atau gateway WhatsApp milik bank) untuk setiap pengajuan baru, bila diaktifkan. Data dikirim dengan tanda tangan digital agar tidak dapat dipalsukan.
- OJK, untuk laporan pengaduan yang diwajibkan.
Data Anda tidak dijual dan tidak dibagikan kepada pihak lain untuk keperluan pemasaran.

## Cookie

Situs ini tidak memakai cookie pelacak, iklan, atau analitik pihak ketiga. Cookie yang dipakai hanya yang diperlukan agar situs berfungsi: cookie sesi petugas di panel administrasi dan cookie sementara yang melindungi formulir dari kiriman otomatis (spam).

## Hak Anda dan cara menggunakannya

- Mengetahui dan mendapatkan salinan data pribadi Anda yang kami simpan, dalam format yang dapat dibaca mesin (JSON).
- Meminta perbaikan data yang tidak akurat.
- Meminta penghapusan data Anda; pengajuan dihapus segera, sedangkan catatan pengaduan yang masih wajib disimpan dihapus setelah masa simpannya berakhir.
- Menarik persetujuan Anda kapan saja; data yang sudah diproses sebelumnya tetap sah.
Sampaikan permintaan Anda melalui e-mail {email}, telepon {telepon}, atau datang ke kantor kami di {alamat}. Sebutkan nomor pengajuan atau nomor pengaduan Anda bila ada. Kami menanggapi paling lambat 3 x 24 jam sejak permintaan diterima dan dapat meminta bukti identitas untuk memastikan data hanya diberikan kepada pemiliknya.

## Perubahan kebijakan

Setiap perubahan kebijakan ini disimpan sebagai versi baru. Setiap persetujuan yang Anda berikan pada formulir dicatat bersama nomor versi kebijakan yang berlaku saat itu.`
