import type { CaseKind } from '../follow-up-code'

/**
 * The reporter's own attachments, each a small form posting the number and the code to
 * /formulir/lampiran/{kind}: a download without JavaScript, and the code never in a URL.
 */
export function OwnFiles({
  kind,
  nomor,
  kode,
  files,
}: {
  kind: CaseKind
  nomor: string
  kode: string
  files: { index: number; nama: string }[]
}) {
  if (files.length === 0) return <p className="text-ink">Tidak ada lampiran.</p>
  return (
    <ul className="space-y-1">
      {files.map((file) => (
        <li key={file.index}>
          <form method="post" action={`/formulir/lampiran/${kind}`}>
            <input type="hidden" name="nomor" value={nomor} />
            <input type="hidden" name="kode" value={kode} />
            <input type="hidden" name="lampiran" value={file.index} />
            <button type="submit" className="text-left font-semibold text-brand-800 underline">
              Unduh {file.nama}
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
