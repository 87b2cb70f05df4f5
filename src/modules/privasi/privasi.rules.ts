/*
 * The privacy notice (Kebijakan Privasi, UU PDP 27/2022): its limits, messages and the words a
 * version's text may hold, which the page fills from the bank's current settings. Client-safe.
 */

export const PRIVASI_PATH = '/kebijakan-privasi'
export const ISI_MAX = 20_000
export const CATATAN_MAX = 300

export const PRIVASI_MESSAGES = {
  format: 'Format kebijakan privasi tidak valid.',
  isiWajib: 'Isi kebijakan privasi wajib diisi.',
  isiPanjang: `Isi kebijakan privasi maksimal ${ISI_MAX.toLocaleString('id-ID')} karakter.`,
  catatanPanjang: `Catatan perubahan maksimal ${CATATAN_MAX} karakter.`,
  sama: 'Isi kebijakan privasi sama dengan versi yang berlaku; tidak ada versi baru yang disimpan.',
  tersimpan: (versi: number) => `Kebijakan privasi versi ${versi} berhasil disimpan dan berlaku.`,
} as const

/** The words a notice may hold, in braces, and what the page puts in their place. */
export const PLACEHOLDERS = {
  namaBank: 'nama resmi bank',
  email: 'e-mail bank',
  telepon: 'telepon bank',
  alamat: 'alamat bank',
  retensiPengajuan: 'masa simpan pengajuan (INQUIRY_RETENTION_DAYS, hari)',
  retensiPengaduan: 'masa simpan catatan pengaduan (tahun sejak selesai)',
} as const
export type Placeholder = keyof typeof PLACEHOLDERS

export const fillPlaceholders = (text: string, values: Record<Placeholder, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? values[key as Placeholder] : whole,
  )

/** A notice's text as blocks: '## ' starts a heading, '- ' a list item, a blank line a paragraph. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }

export function toBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk): Block[] => {
      if (chunk.startsWith('## ')) {
        const [first, ...rest] = chunk.split('\n')
        const heading: Block = { kind: 'heading', text: first.slice(3).trim() }
        return rest.length ? [heading, ...toBlocks(rest.join('\n'))] : [heading]
      }
      const lines = chunk.split('\n').map((line) => line.trim())
      if (lines.every((line) => line.startsWith('- '))) {
        return [{ kind: 'list', items: lines.map((line) => line.slice(2).trim()) }]
      }
      return [{ kind: 'paragraph', text: lines.join(' ') }]
    })
}
