import { formText } from '@/lib/http'

/** The multipart fields of SPEC 7's report form. */
export const laporanFormInput = (form: FormData) => ({
  judul: formText(form, 'judul'),
  tanggal: formText(form, 'tanggal'),
  jenis: formText(form, 'jenis'),
})
