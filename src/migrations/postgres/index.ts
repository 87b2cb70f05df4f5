import * as migration_20261122_062200_initial from './20261122_062200_initial'
import * as migration_20261123_143555_aktivitas from './20261123_143555_aktivitas'
import * as migration_20261124_061023_laporan_preview from './20261124_061023_laporan_preview'
import * as migration_20261126_024456_scale_indexes from './20261126_024456_scale_indexes'
import * as migration_20261126_120000_search from './20261126_120000_search'
import * as migration_20261126_140000_search_paging from './20261126_140000_search_paging'
import * as migration_20261126_140500_promo from './20261126_140500_promo'
import * as migration_20261126_150000_accounts from './20261126_150000_accounts'
import * as migration_20261126_150000_pengajuan from './20261126_150000_pengajuan'
import * as migration_20261126_162845_site_look from './20261126_162845_site_look'
import * as migration_20261126_193032_drafts from './20261126_193032_drafts'
import * as migration_20261126_193100_publish_existing from './20261126_193100_publish_existing'
import * as migration_20261126_194303_schedule from './20261126_194303_schedule'
import * as migration_20261126_203232_history_trash from './20261126_203232_history_trash'
import * as migration_20261126_204148_media_library from './20261126_204148_media_library'
import * as migration_20261126_205832_rich_bodies from './20261126_205832_rich_bodies'
import * as migration_20261126_205900_rich_bodies_fill from './20261126_205900_rich_bodies_fill'
import * as migration_20261126_231654_body_images from './20261126_231654_body_images'
import * as migration_20261126_234711_publication_indexes from './20261126_234711_publication_indexes'
import * as migration_20261127_060000_search_sample from './20261127_060000_search_sample'
import * as migration_20261202_143000_search_counts from './20261202_143000_search_counts'
import * as migration_20261202_143045_redirects from './20261202_143045_redirects'
import * as migration_20261202_143714_produk_ringkasan from './20261202_143714_produk_ringkasan'
import * as migration_20261202_144628_seo from './20261202_144628_seo'
import * as migration_20261202_145420_pengaduan from './20261202_145420_pengaduan'
import * as migration_20261202_155416_merged_schema from './20261202_155416_merged_schema'
import * as migration_20261203_131745_wave_disclosures_whistleblowing_import from './20261203_131745_wave_disclosures_whistleblowing_import'
import * as migration_20261204_192436_outbox_case_notices from './20261204_192436_outbox_case_notices'
import * as migration_20261204_195555_produk_ringkasan_simulasi from './20261204_195555_produk_ringkasan_simulasi'

export const migrations = [
  {
    up: migration_20261122_062200_initial.up,
    down: migration_20261122_062200_initial.down,
    name: '20261122_062200_initial',
  },
  {
    up: migration_20261123_143555_aktivitas.up,
    down: migration_20261123_143555_aktivitas.down,
    name: '20261123_143555_aktivitas',
  },
  {
    up: migration_20261124_061023_laporan_preview.up,
    down: migration_20261124_061023_laporan_preview.down,
    name: '20261124_061023_laporan_preview',
  },
  {
    up: migration_20261126_024456_scale_indexes.up,
    down: migration_20261126_024456_scale_indexes.down,
    name: '20261126_024456_scale_indexes',
  },
  {
    up: migration_20261126_120000_search.up,
    down: migration_20261126_120000_search.down,
    name: '20261126_120000_search',
  },
  {
    up: migration_20261126_140000_search_paging.up,
    down: migration_20261126_140000_search_paging.down,
    name: '20261126_140000_search_paging',
  },
  {
    up: migration_20261126_140500_promo.up,
    down: migration_20261126_140500_promo.down,
    name: '20261126_140500_promo',
  },
  {
    up: migration_20261126_150000_accounts.up,
    down: migration_20261126_150000_accounts.down,
    name: '20261126_150000_accounts',
  },
  {
    up: migration_20261126_150000_pengajuan.up,
    down: migration_20261126_150000_pengajuan.down,
    name: '20261126_150000_pengajuan',
  },
  {
    up: migration_20261126_162845_site_look.up,
    down: migration_20261126_162845_site_look.down,
    name: '20261126_162845_site_look',
  },
  {
    up: migration_20261126_193032_drafts.up,
    down: migration_20261126_193032_drafts.down,
    name: '20261126_193032_drafts',
  },
  {
    up: migration_20261126_193100_publish_existing.up,
    down: migration_20261126_193100_publish_existing.down,
    name: '20261126_193100_publish_existing',
  },
  {
    up: migration_20261126_194303_schedule.up,
    down: migration_20261126_194303_schedule.down,
    name: '20261126_194303_schedule',
  },
  {
    up: migration_20261126_203232_history_trash.up,
    down: migration_20261126_203232_history_trash.down,
    name: '20261126_203232_history_trash',
  },
  {
    up: migration_20261126_204148_media_library.up,
    down: migration_20261126_204148_media_library.down,
    name: '20261126_204148_media_library',
  },
  {
    up: migration_20261126_205832_rich_bodies.up,
    down: migration_20261126_205832_rich_bodies.down,
    name: '20261126_205832_rich_bodies',
  },
  {
    up: migration_20261126_205900_rich_bodies_fill.up,
    down: migration_20261126_205900_rich_bodies_fill.down,
    name: '20261126_205900_rich_bodies_fill',
  },
  {
    up: migration_20261126_231654_body_images.up,
    down: migration_20261126_231654_body_images.down,
    name: '20261126_231654_body_images',
  },
  {
    up: migration_20261126_234711_publication_indexes.up,
    down: migration_20261126_234711_publication_indexes.down,
    name: '20261126_234711_publication_indexes',
  },
  {
    up: migration_20261127_060000_search_sample.up,
    down: migration_20261127_060000_search_sample.down,
    name: '20261127_060000_search_sample',
  },
  {
    up: migration_20261202_143000_search_counts.up,
    down: migration_20261202_143000_search_counts.down,
    name: '20261202_143000_search_counts',
  },
  {
    up: migration_20261202_143045_redirects.up,
    down: migration_20261202_143045_redirects.down,
    name: '20261202_143045_redirects',
  },
  {
    up: migration_20261202_143714_produk_ringkasan.up,
    down: migration_20261202_143714_produk_ringkasan.down,
    name: '20261202_143714_produk_ringkasan',
  },
  {
    up: migration_20261202_144628_seo.up,
    down: migration_20261202_144628_seo.down,
    name: '20261202_144628_seo',
  },
  {
    up: migration_20261202_145420_pengaduan.up,
    down: migration_20261202_145420_pengaduan.down,
    name: '20261202_145420_pengaduan',
  },
  {
    up: migration_20261202_155416_merged_schema.up,
    down: migration_20261202_155416_merged_schema.down,
    name: '20261202_155416_merged_schema',
  },
  {
    up: migration_20261203_131745_wave_disclosures_whistleblowing_import.up,
    down: migration_20261203_131745_wave_disclosures_whistleblowing_import.down,
    name: '20261203_131745_wave_disclosures_whistleblowing_import',
  },
  {
    up: migration_20261204_192436_outbox_case_notices.up,
    down: migration_20261204_192436_outbox_case_notices.down,
    name: '20261204_192436_outbox_case_notices',
  },
  {
    up: migration_20261204_195555_produk_ringkasan_simulasi.up,
    down: migration_20261204_195555_produk_ringkasan_simulasi.down,
    name: '20261204_195555_produk_ringkasan_simulasi',
  },
]
