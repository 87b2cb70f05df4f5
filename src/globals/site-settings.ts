import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { auditSiteSettings } from '@/modules/aktivitas/audit-hooks'
import { pengaduanSettingsFields } from '@/modules/pengaduan/pengaduan.settings'
import { whistleblowingSettingsFields } from '@/modules/whistleblowing/whistleblowing.settings'
import { indexSiteSettings } from '@/modules/search/search.index'
import { siteLookFields } from '@/modules/site-look/site-look.fields'

const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', required: true, ...extra }) as Field
const textarea = (name: string, label: string): Field => ({
  name,
  label,
  type: 'textarea',
  required: true,
})
const lines = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'teks', type: 'text', required: true }],
})

// The bank's identity, the fixed page prose and the site's own pictures and texts ('Tampilan
// Situs'), kept in one place so the pages never hard-code them.
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Identitas Bank',
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [indexSiteSettings, revalidateContent('site'), auditSiteSettings] },
  fields: [
    {
      type: 'tabs',
      // Tabs without names: the columns stay where they were.
      tabs: [
        {
          label: 'Identitas',
          fields: [
            text('namaBank', 'Nama resmi'),
            text('namaSingkat', 'Nama singkat'),
            text('motto', 'Motto'),
            textarea('mottoPenjelasan', 'Penjelasan motto'),
            text('taglineKemitraan', 'Tagline kemitraan (beranda)'),
            {
              name: 'alamat',
              type: 'group',
              fields: [
                text('jalan', 'Jalan'),
                text('kota', 'Kota'),
                text('provinsi', 'Provinsi'),
                text('kodePos', 'Kode pos'),
                text('lengkap', 'Alamat satu baris'),
              ],
            },
            text('telepon', 'Telepon'),
            text('whatsapp', 'WhatsApp'),
            text('email', 'E-mail'),
            text('jamOperasional', 'Jam operasional'),
            textarea('tentang', 'Tentang kami (footer)'),
            textarea('pernyataanOjk', 'Pernyataan pengawasan OJK'),
            textarea('pernyataanLps', 'Pernyataan penjaminan LPS'),
            textarea('visi', 'Visi'),
            lines('misi', 'Misi'),
            {
              name: 'sejarah',
              type: 'group',
              fields: [
                lines('paragraf', 'Paragraf'),
                textarea('tahukahAnda', 'Tahukah Anda?'),
                {
                  name: 'timeline',
                  type: 'array',
                  fields: [
                    text('tanggal', 'Tanggal'),
                    text('judul', 'Judul'),
                    textarea('keterangan', 'Keterangan'),
                  ],
                },
              ],
            },
          ],
        },
        { label: 'Tampilan Situs', fields: siteLookFields },
        { label: 'Layanan Pengaduan', fields: pengaduanSettingsFields },
        { label: 'Whistleblowing', fields: whistleblowingSettingsFields },
      ],
    },
  ],
}
