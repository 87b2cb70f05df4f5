/** The QR code (an SVG drawn on the server) and the key to type when the code cannot be read. */
export function TotpEnrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  // As an image, so the markup never enters the page's DOM.
  const src = `data:image/svg+xml;base64,${btoa(qrSvg)}`
  return (
    <div className="flex items-start gap-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of our own SVG; next/image would only copy it */}
      <img src={src} alt="Kode QR untuk aplikasi autentikator" width={160} height={160} />
      <div className="text-sm text-muted">
        <p>Pindai dengan aplikasi autentikator (Google Authenticator, Aegis, 1Password, …).</p>
        <p className="mt-2">Atau ketik kunci ini:</p>
        <p className="mt-1 font-mono text-sm break-all text-ink" aria-label="Kunci rahasia">
          {secret}
        </p>
      </div>
    </div>
  )
}
