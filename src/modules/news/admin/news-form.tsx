'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import {
  KATEGORI_NEWS,
  NEWS_MESSAGES,
  NEWS_THUMBNAIL_MAX_BYTES,
  NEWS_THUMBNAIL_MIME_TYPES,
} from '@/modules/news/news.rules'
import { newsInputSchema } from '@/modules/news/news.schema'
import type { NewsDto } from '@/modules/news/news.types'

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
import { NEWS_TEXT } from './news-text'

const thumbnailRule = {
  mimeTypes: NEWS_THUMBNAIL_MIME_TYPES,
  maxBytes: NEWS_THUMBNAIL_MAX_BYTES,
  messages: NEWS_MESSAGES,
}

// SPEC 5: a thumbnail is required when adding; on edit the current one stays unless replaced.
const addSchema = newsInputSchema.extend({ thumbnail: fileField(thumbnailRule, true) })
const editSchema = newsInputSchema.extend({ thumbnail: fileField(thumbnailRule, false) })

type FormInput = z.input<typeof addSchema>
type FormOutput = z.output<typeof addSchema>

/** One form for /admin/news/tambah and /admin/news/edit/{slug}. */
export function NewsForm({ news }: { news?: NewsDto }) {
  const editing = Boolean(news)
  const ids = {
    judul: useId(),
    kategori: useId(),
    kutipan: useId(),
    isisatu: useId(),
    isidua: useId(),
    dibuatPada: useId(),
    errors: useId(),
    paragraphHint: useId(),
  }

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(editing ? editSchema : addSchema),
    defaultValues: {
      judul: news?.judul ?? '',
      kategori: news?.kategori ?? '',
      kutipan: news?.kutipan ?? '',
      isisatu: news?.isisatu ?? '',
      isidua: news?.isidua ?? '',
      dibuatPada: toDateInputValue(news?.dibuatPada),
      thumbnail: null,
    },
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form
  const thumbnail = useWatch({ control, name: 'thumbnail' }) ?? null
  const draft = useFormDraft(form, [
    'judul',
    'kategori',
    'dibuatPada',
    'kutipan',
    'isisatu',
    'isidua',
  ])
  const { save, submitId, progress, cancel } = useSaveRecord({
    endpoint: LIST_KEYS.news,
    id: news?._id,
    updateMethod: 'PUT',
    listHref: '/admin/news',
    texts: NEWS_TEXT,
    feedback: DIALOGS,
    draft,
  })

  const chooseThumbnail = useFileChoice(form, 'thumbnail', thumbnailRule)

  const onSubmit = async (values: FormOutput) => {
    const body = new FormData()
    body.set('judul', values.judul)
    body.set('kategori', values.kategori)
    body.set('kutipan', values.kutipan)
    body.set('isisatu', values.isisatu)
    body.set('isidua', values.isidua)
    body.set('dibuatPada', values.dibuatPada)
    if (values.thumbnail) body.set('thumbnail', values.thumbnail)

    await save(body)
  }

  const messages = [
    errors.judul,
    errors.kategori,
    errors.kutipan,
    errors.isisatu,
    errors.isidua,
    errors.dibuatPada,
    errors.thumbnail,
  ].map((e) => e?.message)
  const invalid = (error: unknown, extra?: string) => ({
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [error ? ids.errors : null, extra].filter(Boolean).join(' ') || undefined,
  })

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
          {...invalid(errors.judul)}
          {...register('judul')}
        />
      </div>
      <div className="grid grid-cols-2 gap-5">
        <div>
          <label htmlFor={ids.kategori} className={labelClass}>
            Kategori
          </label>
          <select
            id={ids.kategori}
            className={inputClass}
            {...invalid(errors.kategori)}
            {...register('kategori')}
          >
            <option value="">Pilih kategori</option>
            {KATEGORI_NEWS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.dibuatPada} className={labelClass}>
            Dibuat Pada
          </label>
          <input
            id={ids.dibuatPada}
            type="date"
            className={inputClass}
            {...invalid(errors.dibuatPada)}
            {...register('dibuatPada')}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.kutipan} className={labelClass}>
          Kutipan <span className="font-normal text-muted">(opsional)</span>
        </label>
        <textarea
          id={ids.kutipan}
          rows={2}
          className={inputClass}
          placeholder="Kalimat yang disorot di tengah artikel"
          {...invalid(errors.kutipan)}
          {...register('kutipan')}
        />
      </div>
      <div>
        <label htmlFor={ids.isisatu} className={labelClass}>
          Isi Bagian Pertama
        </label>
        <p id={ids.paragraphHint} className="-mt-1 mb-1.5 text-sm text-muted">
          {NEWS_TEXT.paragraphHint}
        </p>
        <textarea
          id={ids.isisatu}
          rows={6}
          className={inputClass}
          {...invalid(errors.isisatu, ids.paragraphHint)}
          {...register('isisatu')}
        />
      </div>
      <div>
        <label htmlFor={ids.isidua} className={labelClass}>
          Isi Bagian Kedua
        </label>
        <textarea
          id={ids.isidua}
          rows={6}
          className={inputClass}
          {...invalid(errors.isidua, ids.paragraphHint)}
          {...register('isidua')}
        />
      </div>
      <FileField
        label="Thumbnail"
        accept="image/jpeg,image/png,image/webp"
        file={thumbnail}
        onFile={chooseThumbnail}
        invalid={Boolean(errors.thumbnail)}
        describedBy={errors.thumbnail ? ids.errors : undefined}
        hint={NEWS_TEXT.thumbnailHint}
        imagePreview
        currentImageUrl={news?.gambar?.card ?? news?.thumbnail.secure_url}
        currentText={
          news?.thumbnail.secure_url
            ? 'Biarkan kosong untuk tetap memakai thumbnail saat ini.'
            : undefined
        }
      />
      <SaveBar
        submitId={submitId}
        progress={progress}
        onCancel={cancel}
        pending={isSubmitting}
        label={editing ? 'Simpan Perubahan' : 'Simpan News'}
      />
    </form>
  )
}
