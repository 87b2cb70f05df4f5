<?php
// Seeds a fresh WordPress (its copy's path is the first argument) with what the import must
// handle: posts in several categories, a draft, a private and a trashed post, pages, images with
// alt text and captions, an image inside a body and one whose file will be missing.
define('WP_INSTALLING', true);
require $argv[1] . '/wp-load.php';
// No mail to the site's owner: the machine has none.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

$images = getenv('IMAGES');
wp_install('Bank Lama', 'admin', 'admin@bank-lama.test', true, '', 'kata-sandi-sementara');
update_option('permalink_structure', '/%year%/%monthnum%/%postname%/');
update_option('timezone_string', 'Asia/Jakarta');
update_option('uploads_use_yearmonth_folders', 1);
wp_set_current_user(1);

function category($name, $slug) {
    $term = wp_insert_term($name, 'category', ['slug' => $slug]);
    return $term['term_id'];
}

/** An image in the library, stored as WordPress stores an upload of `$date`. */
function attachment($file, $title, $alt, $caption, $date) {
    global $images;
    $dir = wp_upload_dir(substr($date, 0, 4) . '/' . substr($date, 5, 2));
    $target = $dir['path'] . '/' . $file;
    copy("$images/$file", $target);
    $id = wp_insert_attachment([
        'post_title' => $title,
        'post_excerpt' => $caption,
        'post_mime_type' => 'image/png',
        'post_status' => 'inherit',
        'post_date' => $date,
        'guid' => $dir['url'] . '/' . $file,
    ], $target);
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $target));
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    return $id;
}

function image_block($id, $alt, $caption) {
    $url = wp_get_attachment_url($id);
    return "<!-- wp:image {\"id\":$id,\"sizeSlug\":\"full\"} -->\n"
        . "<figure class=\"wp-block-image size-full\"><img src=\"$url\" alt=\"$alt\" class=\"wp-image-$id\"/>"
        . "<figcaption class=\"wp-element-caption\">$caption</figcaption></figure>\n<!-- /wp:image -->";
}

function post($title, $slug, $date, $content, $categories, $status = 'publish', $type = 'post') {
    return wp_insert_post([
        'post_title' => $title,
        'post_name' => $slug,
        'post_date' => $date,
        'post_content' => $content,
        'post_status' => $status,
        'post_type' => $type,
        'post_author' => 1,
        'post_category' => $categories,
    ], true);
}

$kantor = category('Kabar Kantor', 'kabar-kantor');
$tabungan = category('Tabungan Kita', 'tabungan-kita');
$edukasi = category('Edukasi', 'edukasi');
$zakat = category('Zakat', 'zakat');
$emas = category('Emas', 'emas');

$fotoKantor = attachment('kantor.png', 'Kantor cabang', 'Gedung kantor cabang baru', 'Kantor cabang di pusat kota', '2024-05-10 09:00:00');
$fotoTabungan = attachment('tabungan.png', 'Celengan', 'Celengan berisi koin', '', '2024-06-02 09:00:00');
$fotoZakat = attachment('zakat.png', 'Zakat', 'Amplop zakat', 'Menyisihkan zakat profesi', '2024-07-15 09:00:00');
$fotoIsi = attachment('body.png', 'Ruang layanan', 'Ruang layanan nasabah', 'Ruang layanan yang baru', '2024-05-10 09:05:00');
$fotoHilang = attachment('hilang.png', 'Tabel zakat', 'Tabel nisab zakat', '', '2024-07-15 09:05:00');

$first = post('Pembukaan Kantor Cabang Baru', 'pembukaan-kantor-cabang', '2024-05-10 10:00:00', implode("\n\n", [
    "<!-- wp:paragraph -->\n<p>BPRS membuka <strong>kantor cabang</strong> baru di pusat kota.</p>\n<!-- /wp:paragraph -->",
    "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Layanan di kantor baru</h2>\n<!-- /wp:heading -->",
    "<!-- wp:list -->\n<ul><li>Tabungan</li><li>Pembiayaan</li></ul>\n<!-- /wp:list -->",
    image_block($fotoIsi, 'Ruang layanan nasabah', 'Ruang layanan yang baru'),
    "<!-- wp:paragraph -->\n<p>Buka setiap hari kerja pukul <em>08.00</em>. <a href=\"https://www.example.com/peta\">Lihat peta</a>.</p>\n<!-- /wp:paragraph -->",
]), [$kantor]);
set_post_thumbnail($first, $fotoKantor);
wp_update_post(['ID' => $fotoIsi, 'post_parent' => $first]);

// The classic editor's body: no paragraph tags, WordPress adds them when it shows the post.
$second = post('Tips Menabung untuk Pelajar', 'tips-menabung-pelajar', '2024-06-02 10:00:00',
    "Menabung sejak dini membangun kebiasaan baik.\n\nSisihkan uang saku setiap minggu dengan <em>disiplin</em>.",
    [$tabungan, $edukasi]);
set_post_thumbnail($second, $fotoTabungan);

$third = post('Zakat Profesi: Cara Menghitung', 'zakat-profesi', '2024-07-15 10:00:00', implode("\n\n", [
    "<!-- wp:paragraph -->\n<p>Zakat profesi dihitung dari penghasilan bulanan.</p>\n<!-- /wp:paragraph -->",
    image_block($fotoHilang, 'Tabel nisab zakat', ''),
    "<!-- wp:paragraph -->\n<p>Nisabnya setara 85 gram emas per tahun.</p>\n<!-- /wp:paragraph -->",
]), [$zakat]);
set_post_thumbnail($third, $fotoZakat);

$draft = post('Rencana Produk Emas', 'rencana-produk-emas', '2024-08-01 10:00:00',
    "<!-- wp:paragraph -->\n<p>Produk cicil emas sedang disiapkan.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Peluncurannya menunggu izin.</p>\n<!-- /wp:paragraph -->", [$emas], 'draft');
set_post_thumbnail($draft, $fotoKantor);
$private = post('Catatan Rapat Internal', 'catatan-rapat-internal', '2024-08-05 10:00:00',
    "<!-- wp:paragraph -->\n<p>Hanya untuk pengurus.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Rapat berikutnya bulan depan.</p>\n<!-- /wp:paragraph -->", [$kantor], 'private');
set_post_thumbnail($private, $fotoKantor);
$trashed = post('Pengumuman Lama', 'pengumuman-lama', '2023-01-01 10:00:00',
    "<!-- wp:paragraph -->\n<p>Sudah tidak berlaku.</p>\n<!-- /wp:paragraph -->", [$kantor]);
wp_trash_post($trashed);

post('Sejarah Singkat', 'sejarah', '2020-01-01 10:00:00', '<p>Didirikan tahun 1990.</p>', [], 'publish', 'page');
post('Hubungi Kami', 'kontak', '2020-01-01 10:00:00', '<p>Telepon kami.</p>', [], 'publish', 'page');
post('Galeri Foto', 'galeri', '2020-01-01 10:00:00', '<p>Foto kegiatan.</p>', [], 'publish', 'page');

// WordPress's sample post and page are not part of the fixture.
wp_delete_post(1, true);
wp_delete_post(2, true);
wp_delete_post(3, true);
