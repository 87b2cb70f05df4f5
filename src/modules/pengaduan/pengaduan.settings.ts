import type { Field } from 'payload'

import { DEFAULT_DEADLINES, DEFAULT_RETENTION_YEARS } from './pengaduan.rules'

/** 'Identitas Bank' → 'Layanan Pengaduan': the page's texts, the deadlines, joint leave, retention. */
export const pengaduanSettingsFields: Field[] = [
  {
    name: 'pengaduan',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'pengantar',
        label: 'Pengantar halaman Layanan Pengaduan',
        type: 'textarea',
        defaultValue:
          'Kami menerima pengaduan atas produk dan layanan bank. Setiap pengaduan dicatat dengan nomor, ditangani dalam batas waktu yang ditetapkan, dan dapat Anda pantau statusnya.',
      },
      {
        name: 'siapa',
        label: 'Siapa yang dapat mengadu',
        type: 'textarea',
        defaultValue:
          'Nasabah atau calon nasabah bank, atau wakilnya yang membawa surat kuasa bermeterai dari nasabah tersebut.',
      },
      {
        name: 'lampiran',
        label: 'Dokumen yang perlu dilampirkan',
        type: 'textarea',
        defaultValue:
          'Fotokopi/foto KTP, bukti transaksi atau dokumen pendukung lainnya, dan surat kuasa bila mewakili orang lain.',
      },
      {
        name: 'batasLisan',
        label: 'Batas waktu pengaduan lisan (hari kerja)',
        type: 'number',
        min: 1,
        max: 60,
        defaultValue: DEFAULT_DEADLINES.lisan,
      },
      {
        name: 'batasTertulis',
        label: 'Batas waktu pengaduan tertulis (hari kerja)',
        type: 'number',
        min: 1,
        max: 60,
        defaultValue: DEFAULT_DEADLINES.tertulis,
      },
      {
        name: 'perpanjangan',
        label: 'Perpanjangan (hari kerja, satu kali)',
        type: 'number',
        min: 1,
        max: 60,
        defaultValue: DEFAULT_DEADLINES.perpanjangan,
      },
      {
        name: 'retensiTahun',
        label: 'Masa simpan catatan pengaduan (tahun sejak selesai)',
        type: 'number',
        min: 1,
        max: 30,
        defaultValue: DEFAULT_RETENTION_YEARS,
      },
      {
        name: 'cutiBersama',
        label: 'Cuti bersama bank (tidak dihitung hari kerja)',
        type: 'array',
        fields: [
          {
            name: 'tanggal',
            type: 'text',
            required: true,
            maxLength: 10,
            validate: (value: unknown) =>
              typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
                ? true
                : 'Tulis tanggal sebagai TTTT-BB-HH, misalnya 2026-12-24.',
          },
        ],
      },
    ],
  },
]
