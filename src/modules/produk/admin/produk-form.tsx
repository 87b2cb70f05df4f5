'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import {
  PRODUK_MESSAGES,
  PRODUK_THUMBNAIL_MAX_BYTES,
  PRODUK_THUMBNAIL_MIME_TYPES,
} from '@/modules/produk/produk.rules'
import { produkInputSchema } from '@/modules/produk/produk.schema'
import type { ProdukDto } from '@/modules/produk/produk.types'

import { inputClass, labelClass } from '@/components/ui/button-styles'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { DraftNotice } from '@/modules/admin/components/draft-notice'
import { FileField } from '@/modules/admin/components/file-field'
import { FormError } from '@/modules/admin/components/form-error'
import { SaveBar } from '@/modules/admin/components/save-bar'
import { TOASTS } from '@/modules/admin/hooks/use-feedback'
import { useFileChoice } from '@/modules/admin/hooks/use-file-choice'
import { useFormDraft } from '@/modules/admin/hooks/use-form-draft'
import { useSaveRecord } from '@/modules/admin/hooks/use-save-record'
import { collectMessages } from '@/modules/admin/lib/error-messages'
import { fileField } from '@/modules/admin/lib/file-rules'
import { LIST_KEYS } from '@/modules/admin/lib/swr-keys'
import {
  type KeunggulanControl,
  KeunggulanFields,
  type KeunggulanRegister,
} from './keunggulan-fields'
import { PRODUK_TEXT } from './produk-text'

const thumbnailRule = {
  mimeTypes: PRODUK_THUMBNAIL_MIME_TYPES,
  maxBytes: PRODUK_THUMBNAIL_MAX_BYTES,
  messages: PRODUK_MESSAGES,
}

// Rows start with no icon chosen, so the form holds plain strings and the shared schema judges them.
const keunggulanRows = z
  .array(z.object({ icon: z.string().nullable(), label: z.string() }))
  .transform((rows, ctx) => {
    const result = produkInputSchema.shape.keunggulan.safeParse(rows)
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    return z.NEVER
  })

const produkFormSchema = produkInputSchema.extend({
  keunggulan: keunggulanRows,
  thumbnail: fileField(thumbnailRule, false),
})

type FormInput = z.input<typeof produkFormSchema>
type FormOutput = z.output<typeof produkFormSchema>

/** One form for /admin/produk/tambah and /admin/produk/edit/{id}; asks before saving. */
export function ProdukForm({ produk }: { produk?: ProdukDto }) {
  const { confirm } = useDialogs()
  const ids = { judul: useId(), subJudul: useId(), deskripsi: useId(), errors: useId() }
  // A row added after a failed save is not an error until the next save attempt.
  const [freshRow, setFreshRow] = useState<{ index: number; submitCount: number } | null>(null)
  const editing = Boolean(produk)

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(produkFormSchema),
    defaultValues: {
      judul: produk?.judul ?? '',
      subJudul: produk?.subJudul ?? '',
      deskripsi: produk?.deskripsi ?? '',
      keunggulan: produk?.keunggulan.map((k) => ({ icon: k.ikon, label: k.label })) ?? [],
      thumbnail: null,
    },
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = form
  const thumbnail = useWatch({ control, name: 'thumbnail' }) ?? null
  const draft = useFormDraft(form, ['judul', 'subJudul', 'deskripsi', 'keunggulan'])
  const { save, submitId, progress, cancel } = useSaveRecord({
    endpoint: LIST_KEYS.produk,
    id: produk?._id,
    updateMethod: 'PUT',
    listHref: '/admin/produk',
    texts: PRODUK_TEXT,
    feedback: TOASTS,
    draft,
  })

  // A refused thumbnail is also announced as an alert, whatever its problem.
  const chooseThumbnail = useFileChoice(form, 'thumbnail', thumbnailRule, ['fileType', 'fileSize'])

  const onSubmit = async (values: FormOutput) => {
    const sure = await confirm(editing ? PRODUK_TEXT.confirmEdit : PRODUK_TEXT.confirmAdd, {
      confirmLabel: 'Ya, Simpan',
    })
    if (!sure) return

    const body = new FormData()
    body.set('judul', values.judul)
    body.set('subJudul', values.subJudul)
    body.set('deskripsi', values.deskripsi)
    body.set('keunggulan', JSON.stringify(values.keunggulan))
    if (values.thumbnail) body.set('thumbnail', values.thumbnail)

    await save(body)
  }

  const messages = [
    errors.judul?.message,
    errors.subJudul?.message,
    errors.deskripsi?.message,
    errors.thumbnail?.message,
    ...collectMessages(
      Array.isArray(errors.keunggulan) && freshRow?.submitCount === submitCount
        ? errors.keunggulan.filter((_, index) => index !== freshRow.index)
        : errors.keunggulan,
    ),
  ]
  const invalid = (error: unknown) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': ids.errors } : {}

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-5">
      {draft.offer ? (
        <DraftNotice draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      ) : null}
      <FormError id={ids.errors} messages={messages} />
      <div>
        <label htmlFor={ids.judul} className={labelClass}>
          Judul
        </label>
        <input
          id={ids.judul}
          className={inputClass}
          placeholder="Contoh: Tabungan Wadiah"
          {...invalid(errors.judul)}
          {...register('judul')}
        />
      </div>
      <div>
        <label htmlFor={ids.subJudul} className={labelClass}>
          Sub Judul
        </label>
        <input
          id={ids.subJudul}
          className={inputClass}
          placeholder="Satu kalimat singkat tentang produk"
          {...invalid(errors.subJudul)}
          {...register('subJudul')}
        />
      </div>
      <div>
        <label htmlFor={ids.deskripsi} className={labelClass}>
          Deskripsi
        </label>
        <textarea
          id={ids.deskripsi}
          rows={6}
          className={inputClass}
          {...invalid(errors.deskripsi)}
          {...register('deskripsi')}
        />
      </div>
      <FileField
        label="Thumbnail"
        accept="image/png,image/jpeg"
        file={thumbnail}
        onFile={chooseThumbnail}
        invalid={Boolean(errors.thumbnail)}
        describedBy={errors.thumbnail ? ids.errors : undefined}
        hint={PRODUK_TEXT.thumbnailHint}
        imagePreview
        currentImageUrl={produk?.gambar}
        currentText={
          produk?.gambar ? 'Biarkan kosong untuk tetap memakai thumbnail saat ini.' : undefined
        }
      />
      <div className="border-t border-line pt-5">
        <KeunggulanFields
          // The list component only touches `keunggulan`, which has the same shape here.
          control={control as unknown as KeunggulanControl}
          register={register as unknown as KeunggulanRegister}
          shownAbove={messages.filter((m): m is string => Boolean(m))}
          onAppend={(index) => setFreshRow({ index, submitCount })}
        />
      </div>
      <SaveBar
        submitId={submitId}
        progress={progress}
        onCancel={cancel}
        pending={isSubmitting}
        label={editing ? 'Simpan Perubahan' : 'Simpan Produk'}
      />
    </form>
  )
}
