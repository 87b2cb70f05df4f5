/** Ten recovery codes, shown once: each works once when the authenticator app is out of reach. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-lg border border-line bg-surface-alt p-4">
      <p className="text-sm font-semibold text-ink">Kode pemulihan (hanya ditampilkan sekali)</p>
      <p className="mt-1 text-sm text-muted">
        Simpan di tempat aman. Setiap kode dapat dipakai satu kali bila aplikasi autentikator tidak
        tersedia.
      </p>
      <ul aria-label="Kode pemulihan" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-ink">
            {code}
          </li>
        ))}
      </ul>
    </div>
  )
}
