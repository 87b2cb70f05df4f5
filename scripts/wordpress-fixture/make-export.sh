#!/usr/bin/env bash
# Makes tests/fixtures/wordpress/ (export.xml and uploads/) with WordPress itself: a throw-away
# copy of Debian's `wordpress` package, a throw-away MariaDB database, wp_install() from the
# command line (no network), the content seeded by seed.php and WordPress's own export_wp().
# Run from the repository: `bash scripts/wordpress-fixture/make-export.sh`. Needs the packages
# wordpress, php-cli, php-mysql and a MariaDB server; reads WP_CORE (default Debian's path),
# WP_DB_HOST (127.0.0.1), WP_DB_USER (root), WP_DB_PASSWORD (empty).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/tests/fixtures/wordpress"
core="${WP_CORE:-/usr/share/wordpress}"
db_host="${WP_DB_HOST:-127.0.0.1}"
db_user="${WP_DB_USER:-root}"
db_password="${WP_DB_PASSWORD:-}"
db_name="wp_fixture_$$"
work="$(mktemp -d)"

mysql_() { mysql -h "$db_host" -u "$db_user" ${db_password:+-p"$db_password"} "$@"; }
cleanup() {
  mysql_ -e "DROP DATABASE IF EXISTS \`$db_name\`" || true
  rm -rf "$work"
}
trap cleanup EXIT

mysql_ -e "CREATE DATABASE \`$db_name\` CHARACTER SET utf8mb4"
# A copy of the core (Debian's wp-config.php reads /etc/wordpress; this one is ours).
cp -rL "$core" "$work/wp"
rm -rf "$work/wp/wp-content/uploads"
mkdir -p "$work/wp/wp-content/uploads"
cat >"$work/wp/wp-config.php" <<PHP
<?php
define('DB_NAME', '$db_name');
define('DB_USER', '$db_user');
define('DB_PASSWORD', '$db_password');
define('DB_HOST', '$db_host');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', 'http://bank-lama.test');
define('WP_SITEURL', 'http://bank-lama.test');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
\$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
PHP

# Small images, made here so the fixture needs no file from elsewhere.
mkdir -p "$work/images"
(cd "$repo" && IMAGES="$work/images" node -e '
  const sharp = require("sharp")
  const colors = { kantor: "#1f6f43", tabungan: "#c8a23c", zakat: "#2b5d8a", body: "#8a2b5d", hilang: "#555555" }
  for (const [name, background] of Object.entries(colors))
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .png().toFile(`${process.env.IMAGES}/${name}.png`)
')

IMAGES="$work/images" OUT="$out" HTTP_HOST=bank-lama.test php "$here/seed.php" "$work/wp"

rm -rf "$out"
mkdir -p "$out"
IMAGES="$work/images" OUT="$out" HTTP_HOST=bank-lama.test php "$here/export.php" "$work/wp"
cp -r "$work/wp/wp-content/uploads" "$out/uploads"
# One attachment's file is left out on purpose: the import must list it, not show a broken image.
find "$out/uploads" -name 'hilang*' -delete
# The same folder zipped, as /admin's 'Impor WordPress' takes it.
(cd "$out" && zip -qrX uploads.zip uploads)
echo "Dibuat: tests/fixtures/wordpress/export.xml dan uploads/"
