import { type PublicationStatus, STATUS_LABELS } from '@/content-types/publication'
import { cn } from '@/lib/cn'

// Colour pairs chosen to keep at least 4.5:1 contrast for the badge text.
const tones = {
  green: 'bg-brand-50 text-brand-800 ring-brand-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  gold: 'bg-gold-100 text-gold-700 ring-gold-400/50',
  purple: 'bg-purple-50 text-purple-800 ring-purple-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
} as const

type Tone = keyof typeof tones

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

const jenisTone: Record<string, Tone> = {
  Transparansi: 'blue',
  Publikasi: 'green',
  Tahunan: 'gold',
}

export function JenisBadge({ jenis }: { jenis: string }) {
  return <Badge tone={jenisTone[jenis] ?? 'slate'}>{jenis}</Badge>
}

// The news table colours a category by the keyword it contains.
const kategoriKeywords: Array<[RegExp, Tone]> = [
  [/agenda/i, 'blue'],
  [/investasi/i, 'teal'],
  [/tabungan/i, 'green'],
  [/emas/i, 'gold'],
  [/keuangan/i, 'slate'],
  [/zakat|wakaf/i, 'purple'],
  [/pengumuman/i, 'red'],
  [/haji|umroh|umrah/i, 'orange'],
]

export function KategoriBadge({ kategori }: { kategori: string }) {
  const tone = kategoriKeywords.find(([pattern]) => pattern.test(kategori))?.[1] ?? 'slate'
  return <Badge tone={tone}>{kategori}</Badge>
}

const statusTone: Record<PublicationStatus, Tone> = {
  draf: 'slate',
  terjadwal: 'blue',
  terbit: 'green',
  ditarik: 'orange',
}

/** A record's publication state in the admin lists: Draf, Terjadwal, Terbit or Ditarik. */
export function StatusBadge({ status }: { status: PublicationStatus }) {
  return <Badge tone={statusTone[status]}>{STATUS_LABELS[status]}</Badge>
}

/** Beside a published record's status: a draft of it waits to be published. */
export function PendingDraftBadge() {
  return <Badge tone="slate">Ada draf</Badge>
}
