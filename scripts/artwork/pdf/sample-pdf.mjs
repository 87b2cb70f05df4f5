// The one-page PDF the upload tests send.

import { GENERATOR } from '../generator-name.mjs'
import { P } from '../palette.mjs'
import { PdfPage, buildPdf } from './pdf-file.mjs'

export function samplePdf() {
  const pg = new PdfPage()
  pg.rect(0, 780, 595.28, 62, P.g900)
  pg.text(50, 805, 'Sample PDF', { size: 18, bold: true, color: '#ffffff' })
  pg.text(50, 740, 'Test fixture for upload tests - PT BPRS Contoh Syariah (fictitious).', {
    size: 11,
  })
  return buildPdf([pg], { Title: 'Sample PDF', Producer: GENERATOR })
}
