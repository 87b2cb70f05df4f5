'use client'

import { useId } from 'react'

/** The QR code (an SVG drawn on the server) and the key to type when the code cannot be read. */
export function TotpEnrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  const keyId = useId()
  // As an image, so the markup never enters the page's DOM.
  const src = `data:image/svg+xml;base64,${btoa(qrSvg)}`
  return (
    <div className="flex items-start gap-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of our own SVG; next/image would only copy it */}
      <img src={src} alt="Kode QR untuk aplikasi autentikator" width={160} height={160} />
      <div className="text-sm text-muted">
        <p>Pindai dengan aplikasi autentikator (Google Authenticator, Aegis, 1Password, …).</p>
        <label htmlFor={keyId} className="mt-2 block">
          Atau ketik kunci rahasia ini:
        </label>
        <input
          id={keyId}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded border border-line bg-surface-alt px-2 py-1 font-mono text-sm text-ink"
        />
      </div>
    </div>
  )
}
