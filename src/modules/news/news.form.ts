import { formText } from '@/lib/http'

/** The multipart fields of SPEC 7's news form. */
export const newsFormInput = (form: FormData) => ({
  judul: formText(form, 'judul'),
  kategori: formText(form, 'kategori'),
  kutipan: formText(form, 'kutipan'),
  isisatu: formText(form, 'isisatu'),
  isidua: formText(form, 'isidua'),
  dibuatPada: formText(form, 'dibuatPada'),
})
