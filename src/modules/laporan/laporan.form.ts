import { formText } from '@/lib/http'
import { ownFormRoutes } from '@/modules/content/content.routes'

import { laporanInputSchema } from './laporan.schema'

/** The multipart fields of SPEC 7's report form. */
export const laporanFormInput = (form: FormData) => ({
  judul: formText(form, 'judul'),
  tanggal: formText(form, 'tanggal'),
  jenis: formText(form, 'jenis'),
})

/** /api/laporan and /api/laporan/{id}. */
export const laporanRoutes = ownFormRoutes('laporan', {
  read: laporanFormInput,
  schema: laporanInputSchema,
  file: 'file',
  param: 'id',
})
