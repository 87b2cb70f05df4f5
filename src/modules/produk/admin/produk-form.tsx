'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { PRODUK_THUMBNAIL } from '@/modules/produk/produk.rules'
import { produkInputSchema } from '@/modules/produk/produk.schema'
import type { ProdukDto } from '@/modules/produk/produk.types'

import { Field } from '@/components/ui/field'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { ThumbnailField } from '@/modules/admin/components/file-field'
import { TOASTS } from '@/modules/admin/hooks/use-feedback'
import { type RecordFormSetup, useRecordForm } from '@/modules/admin/hooks/use-record-form'
import { collectMessages } from '@/modules/admin/lib/error-messages'
import { fileField } from '@/modules/admin/lib/file-rules'
import {
  type KeunggulanControl,
  KeunggulanFields,
  type KeunggulanRegister,
} from './keunggulan-fields'
import { PRODUK_TEXT } from './produk-text'

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
  thumbnail: fileField(PRODUK_THUMBNAIL, false),
})

type FormInput = z.input<typeof produkFormSchema>
type FormOutput = z.output<typeof produkFormSchema>

const setup: RecordFormSetup = { list: 'produk', texts: PRODUK_TEXT, feedback: TOASTS }

/** One form for /admin/produk/tambah and /admin/produk/edit/{id}; asks before saving. */
export function ProdukForm({ produk }: { produk?: ProdukDto }) {
  const { confirm } = useDialogs()
  // A row added after a failed save is not an error until the next save attempt.
  const [freshRow, setFreshRow] = useState<{ index: number; submitCount: number } | null>(null)

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
  const { register, control } = form
  const { errors, submitCount } = form.formState
  const draftFields = ['judul', 'subJudul', 'deskripsi', 'keunggulan'] as const
  const record = useRecordForm(form, setup, produk?._id, draftFields)

  const confirmThenSave = async (values: FormOutput) => {
    const question = record.editing ? PRODUK_TEXT.confirmEdit : PRODUK_TEXT.confirmAdd
    if (await confirm(question, { confirmLabel: 'Ya, Simpan' })) await record.save(values)
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

  return (
    <AdminForm
      form={form}
      record={record}
      onSubmit={confirmThenSave}
      messages={messages}
      className="max-w-3xl"
    >
      <Field label="Judul" invalid={Boolean(errors.judul)}>
        <input placeholder="Contoh: Tabungan Wadiah" {...register('judul')} />
      </Field>
      <Field label="Sub Judul" invalid={Boolean(errors.subJudul)}>
        <input placeholder="Satu kalimat singkat tentang produk" {...register('subJudul')} />
      </Field>
      <Field label="Deskripsi" invalid={Boolean(errors.deskripsi)}>
        <textarea rows={6} {...register('deskripsi')} />
      </Field>
      <ThumbnailField
        form={form}
        rule={PRODUK_THUMBNAIL}
        // A refused thumbnail is also announced as an alert, whatever its problem.
        announce={['fileType', 'fileSize']}
        hint={PRODUK_TEXT.thumbnailHint}
        current={produk?.gambar}
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
    </AdminForm>
  )
}
