import Link from 'next/link'

import { PRIVASI_PATH } from '../privasi.rules'

/** The link every consent text ends with: the notice its person agrees to. */
export function PrivacyLink() {
  return (
    <>
      {' '}
      <Link href={PRIVASI_PATH} className="font-semibold text-brand-700 underline">
        Baca Kebijakan Privasi
      </Link>
      .
    </>
  )
}
