import { clientAddress } from '@/lib/client-address'
import { getPayload } from '@/lib/payload'
import { attachmentResponse, readFile } from '@/modules/case-intake/case-files'
import { lookupPengaduan } from '@/modules/pengaduan/pengaduan.status'
import { lookupWhistleblowing } from '@/modules/whistleblowing/whistleblowing.follow-up'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ kind: string }> }

const LOOKUPS = { pengaduan: lookupPengaduan, whistleblowing: lookupWhistleblowing }

const refusal = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })

// POST /formulir/lampiran/{pengaduan|whistleblowing}: the reporter downloads one of their own
// attachments with the number and the follow-up code (a form post: the code never sits in a URL,
// so no log or cache sees it). Each try counts toward the same limit as the status look-up.
export async function POST(request: Request, { params }: Context) {
  const { kind } = await params
  const lookup = LOOKUPS[kind as keyof typeof LOOKUPS]
  if (!lookup || !Object.hasOwn(LOOKUPS, kind)) return refusal('Halaman tidak ditemukan.', 404)
  // Three short fields: anything larger is no download request.
  if (Number(request.headers.get('content-length') ?? 0) > 4096)
    return refusal('Ukuran permintaan terlalu besar.', 413)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refusal('Format data formulir tidak valid.', 400)
  }
  const payload = await getPayload()
  const found = await lookup(
    payload,
    { nomor: form.get('nomor'), kode: form.get('kode') },
    clientAddress(request.headers),
  )
  if (!found.ok) return refusal(found.message, found.status)
  const index = String(form.get('lampiran') ?? '')
  const file = /^\d{1,2}$/.test(index) ? found.doc.lampiran?.[Number(index)] : undefined
  if (!file) return refusal('Lampiran tidak ditemukan.', 404)
  return attachmentResponse(file, await readFile(file.kunci))
}
