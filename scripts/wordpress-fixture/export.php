<?php
// Writes WordPress's own export (Tools → Export, all content) of the copy given to $OUT/export.xml.
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/export.php';
wp_set_current_user(1);
ob_start();
export_wp(['content' => 'all']);
file_put_contents(getenv('OUT') . '/export.xml', ob_get_clean());
