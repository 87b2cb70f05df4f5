'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import {
  JENIS_LAPORAN,
  LAPORAN_MAX_BYTES,
  LAPORAN_MESSAGES,
  LAPORAN_MIME_TYPES,
} from '@/modules/laporan/laporan.rules'
import { laporanInputSchema } from '@/modules/laporan/laporan.schema'
import type { LaporanDto } from '@/modules/laporan/laporan.service'

import { buttonClass, inputClass, labelClass } from '../components/button-styles'
import { useDialogs } from '../components/dialogs'
import { FileField } from '../components/file-field'
import { FormError } from '../components/form-error'
import { UploadProgress } from '../components/upload-progress'
import { uploadForm } from '../lib/api-client'
import { fileField, fileProblem } from '../lib/file-rules'
import { toDateInputValue } from '../lib/format'
import { forgetList, LIST_KEYS } from '../lib/swr-keys'
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
  const router = useRouter()
  const { alert } = useDialogs()
  const ids = { judul: useId(), tanggal: useId(), jenis: useId(), errors: useId() }
  const [progress, setProgress] = useState<number | null>(null)
  const editing = Boolean(laporan)

  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(laporanFormSchema),
    defaultValues: {
      judul: laporan?.judul ?? '',
      tanggal: toDateInputValue(laporan?.tanggal),
      jenis: laporan?.jenis ?? 'Transparansi',
      file: null,
    },
  })
  const file = useWatch({ control, name: 'file' }) ?? null

  const chooseFile = (next: File | null) => {
    setValue('file', next, { shouldValidate: isSubmitted || next !== null })
    // SPEC 5: an oversized file is also announced as an alert.
    if (next && fileProblem(next, fileRule) === 'fileSize') {
      void alert(LAPORAN_MESSAGES.fileSize, { tone: 'error' })
    }
  }

  const onSubmit = async (values: FormOutput) => {
    const form = new FormData()
    form.set('judul', values.judul)
    form.set('tanggal', values.tanggal)
    form.set('jenis', values.jenis)
    if (values.file) form.set('file', values.file)

    setProgress(0)
    const result = await uploadForm<LaporanDto>(
      editing ? 'PATCH' : 'POST',
      editing ? `/api/laporan/${laporan!._id}` : '/api/laporan',
      form,
      setProgress,
    )
    setProgress(null)
    if (!result.ok) {
      await alert(editing ? LAPORAN_TEXT.updateFailed : LAPORAN_TEXT.addFailed, {
        tone: 'error',
        detail: result.error,
      })
      return
    }
    await alert(editing ? LAPORAN_TEXT.updated : LAPORAN_TEXT.added, { tone: 'success' })
    await forgetList(LIST_KEYS.laporan)
    router.push('/admin/laporan')
  }

  const messages = [errors.judul, errors.tanggal, errors.jenis, errors.file].map((e) => e?.message)
  const invalid = (error: unknown) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': ids.errors } : {}

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-2xl space-y-5">
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
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <div className="flex gap-3 border-t border-line pt-5">
        <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : editing ? 'Simpan Perubahan' : 'Simpan Laporan'}
        </button>
      </div>
    </form>
  )
}
