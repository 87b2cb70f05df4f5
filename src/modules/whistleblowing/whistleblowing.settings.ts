import type { Field } from 'payload'

import { DEFAULT_WBS_RETENTION_YEARS } from './whistleblowing.rules'

/** 'Identitas Bank' → 'Whistleblowing': the page's introduction and the retention. */
export const whistleblowingSettingsFields: Field[] = [
  {
    name: 'whistleblowing',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'pengantar',
        label: 'Pengantar halaman Whistleblowing',
        type: 'textarea',
        defaultValue:
          'Laporkan dugaan kecurangan, suap, atau pelanggaran lain oleh pegawai, pengurus, atau mitra bank. Anda boleh melapor tanpa nama; laporan hanya dibaca oleh petugas whistleblowing.',
      },
      {
        name: 'retensiTahun',
        label: 'Masa simpan laporan whistleblowing (tahun sejak selesai)',
        type: 'number',
        min: 1,
        max: 30,
        defaultValue: DEFAULT_WBS_RETENTION_YEARS,
      },
    ],
  },
]
