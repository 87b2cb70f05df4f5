/*
 * The migrations of this day (produk_ringkasan, redirects, seo, pengaduan; search_counts by hand)
 * were made side by side, each from the same schema. Together they make the schema of the
 * config; this one changes nothing and only carries, in its .json, that whole schema, so the next
 * `migrate:create` compares the config with it rather than with one of them.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
