'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import {
  JENIS_LAPORAN,
  LAPORAN_MAX_BYTES,
  LAPORAN_MESSAGES,
  LAPORAN_MIME_TYPES,
} from '@/modules/laporan/laporan.rules'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import type { LaporanDto } from '@/modules/laporan/laporan.types'

import { inputClass, labelClass } from '@/components/ui/button-styles'
import { DraftNotice } from '@/modules/admin/components/draft-notice'
import { FileField } from '@/modules/admin/components/file-field'
import { FormError } from '@/modules/admin/components/form-error'
import { SaveBar } from '@/modules/admin/components/save-bar'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { useFileChoice } from '@/modules/admin/hooks/use-file-choice'
import { useFormDraft } from '@/modules/admin/hooks/use-form-draft'
import { useSaveRecord } from '@/modules/admin/hooks/use-save-record'
import { fileField } from '@/modules/admin/lib/file-rules'
import { toDateInputValue } from '@/lib/format'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import { LAPORAN_TEXT } from './laporan-text'

const fileRule = {
  mimeTypes: LAPORAN_MIME_TYPES,
  maxBytes: LAPORAN_MAX_BYTES,
  messages: LAPORAN_MESSAGES,
}

// SPEC 5: the PDF is required on add and on edit alike.
const laporanFormSchema = laporanInputSchema.extend({ file: fileField(fileRule) })

type FormInput = z.input<typeof laporanFormSchema>
type FormOutput = z.output<typeof laporanFormSchema>

/** One form for /admin/laporan/tambah and /admin/laporan/edit/{id}. */
export function LaporanForm({ laporan }: { laporan?: LaporanDto }) {
  const ids = { judul: useId(), tanggal: useId(), jenis: useId(), errors: useId() }

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(laporanFormSchema),
    defaultValues: {
      judul: laporan?.judul ?? '',
      tanggal: toDateInputValue(laporan?.tanggal),
      jenis: laporan?.jenis ?? 'Transparansi',
      file: null,
    },
  })
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form
  const file = useWatch({ control, name: 'file' }) ?? null
  const draft = useFormDraft(form, ['judul', 'tanggal', 'jenis'])
  const { save, submitId, editing, progress, cancel } = useSaveRecord({
    endpoint: LIST_KEYS.laporan,
    id: laporan?._id,
    updateMethod: 'PATCH',
    listHref: '/admin/laporan',
    texts: LAPORAN_TEXT,
    feedback: DIALOGS,
    draft,
  })

  // SPEC 5: an oversized file is also announced as an alert.
  const chooseFile = useFileChoice(form, 'file', fileRule, ['fileSize'])

  const onSubmit = async (values: FormOutput) => {
    const body = new FormData()
    body.set('judul', values.judul)
    body.set('tanggal', values.tanggal)
    body.set('jenis', values.jenis)
    if (values.file) body.set('file', values.file)
    await save(body)
  }

  const messages = [errors.judul, errors.tanggal, errors.jenis, errors.file].map((e) => e?.message)
  const invalid = (error: unknown) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': ids.errors } : {}

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-2xl space-y-5">
      {draft.offer ? (
        <DraftNotice draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      ) : null}
      <FormError id={ids.errors} messages={messages} />
      <div>
        <label htmlFor={ids.judul} className={labelClass}>
          Judul Laporan
        </label>
        <input
          id={ids.judul}
          className={inputClass}
          placeholder="Contoh: Laporan Publikasi Triwulan I 2026"
          {...invalid(errors.judul)}
          {...register('judul')}
        />
      </div>
      <div className="grid grid-cols-2 gap-5">
        <div>
          <label htmlFor={ids.tanggal} className={labelClass}>
            Tanggal
          </label>
          <input
            id={ids.tanggal}
            type="date"
            className={inputClass}
            {...invalid(errors.tanggal)}
            {...register('tanggal')}
          />
        </div>
        <div>
          <label htmlFor={ids.jenis} className={labelClass}>
            Jenis Laporan
          </label>
          <select
            id={ids.jenis}
            className={inputClass}
            {...invalid(errors.jenis)}
            {...register('jenis')}
          >
            {JENIS_LAPORAN.map((jenis) => (
              <option key={jenis} value={jenis}>
                {jenis}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FileField
        label="File PDF"
        accept="application/pdf,.pdf"
        file={file}
        onFile={chooseFile}
        invalid={Boolean(errors.file)}
        describedBy={errors.file ? ids.errors : undefined}
        hint={LAPORAN_TEXT.compressHint}
        currentText={
          laporan?.fileUrl
            ? 'Unggah ulang file PDF laporan ini (wajib, juga saat mengubah data).'
            : undefined
        }
      />
      <SaveBar
        submitId={submitId}
        progress={progress}
        onCancel={cancel}
        pending={isSubmitting}
        label={editing ? 'Simpan Perubahan' : 'Simpan Laporan'}
      />
    </form>
  )
}
