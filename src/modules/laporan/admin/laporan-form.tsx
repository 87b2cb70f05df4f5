'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { JENIS_LAPORAN, LAPORAN_FILE } from '@/modules/laporan/laporan.rules'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import type { LaporanDto } from '@/modules/laporan/laporan.types'

import { Field, OptionList } from '@/components/ui/field'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { FileField } from '@/modules/admin/components/file-field'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { type RecordFormSetup, useRecordForm } from '@/modules/admin/hooks/use-record-form'
import { fileField } from '@/modules/admin/lib/file-rules'
import { toDateInputValue } from '@/lib/format'
import { LAPORAN_TEXT } from './laporan-text'

// SPEC 5: the PDF is required on add and on edit alike.
const laporanFormSchema = laporanInputSchema.extend({ file: fileField(LAPORAN_FILE) })

type FormInput = z.input<typeof laporanFormSchema>
type FormOutput = z.output<typeof laporanFormSchema>

const setup: RecordFormSetup = {
  list: 'laporan',
  updateMethod: 'PATCH',
  texts: LAPORAN_TEXT,
  feedback: DIALOGS,
}

/** One form for /admin/laporan/tambah and /admin/laporan/edit/{id}. */
export function LaporanForm({ laporan }: { laporan?: LaporanDto }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(laporanFormSchema),
    defaultValues: {
      judul: laporan?.judul ?? '',
      tanggal: toDateInputValue(laporan?.tanggal),
      jenis: laporan?.jenis ?? 'Transparansi',
      file: null,
    },
  })
  const { register } = form
  const { errors } = form.formState
  const record = useRecordForm(form, setup, laporan?._id, ['judul', 'tanggal', 'jenis'])

  const messages = [errors.judul, errors.tanggal, errors.jenis, errors.file].map((e) => e?.message)

  return (
    <AdminForm form={form} record={record} messages={messages} className="max-w-2xl">
      <Field label="Judul Laporan" invalid={Boolean(errors.judul)}>
        <input placeholder="Contoh: Laporan Publikasi Triwulan I 2026" {...register('judul')} />
      </Field>
      <div className="grid grid-cols-2 gap-5">
        <Field label="Tanggal" invalid={Boolean(errors.tanggal)}>
          <input type="date" {...register('tanggal')} />
        </Field>
        <Field label="Jenis Laporan" invalid={Boolean(errors.jenis)}>
          <select {...register('jenis')}>
            <OptionList options={JENIS_LAPORAN} />
          </select>
        </Field>
      </div>
      <FileField
        form={form}
        name="file"
        rule={LAPORAN_FILE}
        // SPEC 5: an oversized file is also announced as an alert.
        announce={['fileSize']}
        label="File PDF"
        accept="application/pdf,.pdf"
        hint={LAPORAN_TEXT.compressHint}
        currentText={
          laporan?.fileUrl
            ? 'Unggah ulang file PDF laporan ini (wajib, juga saat mengubah data).'
            : undefined
        }
      />
    </AdminForm>
  )
}
