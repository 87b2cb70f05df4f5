'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { KATEGORI_NEWS, NEWS_THUMBNAIL } from '@/modules/news/news.rules'
import { newsInputSchema } from '@/modules/news/news.schema'
import type { NewsDto } from '@/modules/news/news.types'

import { Field, OptionList } from '@/components/ui/field'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { ThumbnailField } from '@/modules/admin/components/file-field'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { type RecordFormSetup, useRecordForm } from '@/modules/admin/hooks/use-record-form'
import { fileField } from '@/modules/admin/lib/file-rules'
import { toDateInputValue } from '@/lib/format'
import { NEWS_TEXT } from './news-text'

// SPEC 5: a thumbnail is required when adding; on edit the current one stays unless replaced.
const addSchema = newsInputSchema.extend({ thumbnail: fileField(NEWS_THUMBNAIL, true) })
const editSchema = newsInputSchema.extend({ thumbnail: fileField(NEWS_THUMBNAIL, false) })

type FormInput = z.input<typeof addSchema>
type FormOutput = z.output<typeof addSchema>

const setup: RecordFormSetup = { list: 'news', texts: NEWS_TEXT, feedback: DIALOGS }

/** One form for /admin/news/tambah and /admin/news/edit/{slug}. */
export function NewsForm({ news }: { news?: NewsDto }) {
  const paragraphHint = useId()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(news ? editSchema : addSchema),
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
  const { register } = form
  const { errors } = form.formState
  const draftFields = ['judul', 'kategori', 'dibuatPada', 'kutipan', 'isisatu', 'isidua'] as const
  const record = useRecordForm(form, setup, news?._id, draftFields)

  const messages = [
    errors.judul,
    errors.kategori,
    errors.kutipan,
    errors.isisatu,
    errors.isidua,
    errors.dibuatPada,
    errors.thumbnail,
  ].map((e) => e?.message)

  return (
    <AdminForm form={form} record={record} messages={messages} className="max-w-3xl">
      <Field label="Judul" invalid={Boolean(errors.judul)}>
        <input {...register('judul')} />
      </Field>
      <div className="grid grid-cols-2 gap-5">
        <Field label="Kategori" invalid={Boolean(errors.kategori)}>
          <select {...register('kategori')}>
            <OptionList empty="Pilih kategori" options={KATEGORI_NEWS} />
          </select>
        </Field>
        <Field label="Dibuat Pada" invalid={Boolean(errors.dibuatPada)}>
          <input type="date" {...register('dibuatPada')} />
        </Field>
      </div>
      <Field
        label={
          <>
            Kutipan <span className="font-normal text-muted">(opsional)</span>
          </>
        }
        invalid={Boolean(errors.kutipan)}
      >
        <textarea
          rows={2}
          placeholder="Kalimat yang disorot di tengah artikel"
          {...register('kutipan')}
        />
      </Field>
      {/* Both parts follow the one hint shown above the first. */}
      <Field
        label="Isi Bagian Pertama"
        hint={NEWS_TEXT.paragraphHint}
        hintId={paragraphHint}
        invalid={Boolean(errors.isisatu)}
      >
        <textarea rows={6} {...register('isisatu')} />
      </Field>
      <Field label="Isi Bagian Kedua" describedBy={paragraphHint} invalid={Boolean(errors.isidua)}>
        <textarea rows={6} {...register('isidua')} />
      </Field>
      <ThumbnailField
        form={form}
        rule={NEWS_THUMBNAIL}
        hint={NEWS_TEXT.thumbnailHint}
        current={news?.gambar?.card ?? news?.thumbnail.secure_url}
      />
    </AdminForm>
  )
}
