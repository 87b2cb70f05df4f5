'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
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
import { DraftNotice } from '../components/draft-notice'
import { FileField } from '../components/file-field'
import { FormError } from '../components/form-error'
import { PendingButton } from '../components/pending-button'
import { UploadProgress } from '../components/upload-progress'
import { useFormDraft } from '../hooks/use-form-draft'
import { useLeaveToLogin } from '../hooks/use-leave-to-login'
import { UPLOAD_CANCELLED, useUpload } from '../hooks/use-upload'
import { fileField, fileProblem } from '../lib/file-rules'
import { toDateInputValue } from '../lib/format'
import { SESSION_TEXT } from '../lib/session-messages'
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
  const upload = useUpload()
  const leaveToLogin = useLeaveToLogin()
  const submitId = useId()
  const editing = Boolean(laporan)

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
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = form
  const file = useWatch({ control, name: 'file' }) ?? null
  const draft = useFormDraft(form, ['judul', 'tanggal', 'jenis'])

  const chooseFile = (next: File | null) => {
    const problem = next && fileProblem(next, fileRule)
    if (problem) {
      // A refused file leaves the form at once: nothing of it may look chosen.
      setValue('file', null)
      setError('file', { message: LAPORAN_MESSAGES[problem] })
      // SPEC 5: an oversized file is also announced as an alert.
      if (problem === 'fileSize') void alert(LAPORAN_MESSAGES.fileSize, { tone: 'error' })
      return
    }
    setValue('file', next, { shouldValidate: isSubmitted || next !== null })
  }

  const onSubmit = async (values: FormOutput) => {
    const body = new FormData()
    body.set('judul', values.judul)
    body.set('tanggal', values.tanggal)
    body.set('jenis', values.jenis)
    if (values.file) body.set('file', values.file)

    const result = await upload.send<LaporanDto>(
      editing ? 'PATCH' : 'POST',
      editing ? `/api/laporan/${laporan!._id}` : '/api/laporan',
      body,
    )
    if (!result.ok && result.cancelled) {
      toast(UPLOAD_CANCELLED)
      document.getElementById(submitId)?.focus()
      return
    }
    if (!result.ok && result.status === 401) {
      draft.saveNow()
      toast.error(SESSION_TEXT.sessionEnded)
      leaveToLogin()
      return
    }
    if (!result.ok) {
      await alert(editing ? LAPORAN_TEXT.updateFailed : LAPORAN_TEXT.addFailed, {
        tone: 'error',
        detail: result.error,
      })
      return
    }
    draft.clear()
    await alert(editing ? LAPORAN_TEXT.updated : LAPORAN_TEXT.added, { tone: 'success' })
    await forgetList(LIST_KEYS.laporan)
    router.push('/admin/laporan')
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
      {upload.progress !== null ? (
        <UploadProgress percent={upload.progress} onCancel={upload.cancel} />
      ) : null}
      <div className="flex gap-3 border-t border-line pt-5">
        <PendingButton
          id={submitId}
          type="submit"
          className={buttonClass('primary')}
          pending={isSubmitting}
        >
          {isSubmitting ? 'Menyimpan...' : editing ? 'Simpan Perubahan' : 'Simpan Laporan'}
        </PendingButton>
      </div>
    </form>
  )
}
