'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Fragment, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Field, OptionList } from '@/components/ui/field'
import { DIALOGS, type GenericAdmin, type UploadRule } from '@/content-types/definition'
import { type FormFieldSpec, schemaFromFields, wibLocalValue } from '@/content-types/form-fields'
import { PUBLICATION_MESSAGES, SCHEDULE, SCHEDULE_FIELDS } from '@/content-types/publication'
import { toDateInputValue } from '@/lib/format'
import { wibInstant } from '@/lib/iso-date'
import { requiredFields } from '@/lib/required-fields'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { FileField } from '@/modules/admin/components/file-field'
import { SeoFormPart } from '@/modules/seo/admin/seo-form-part'
import { useRecordForm } from '@/modules/admin/hooks/use-record-form'
import { collectMessages } from '@/modules/admin/lib/error-messages'
import { fileField } from '@/modules/admin/lib/file-rules'
import { FocalPointPreview } from '@/modules/media/admin/focal-point-preview'
import { RichTextInput } from '@/modules/richtext/admin/rich-text-input'
import type { RichState } from '@/modules/richtext/richtext.rules'
import { richName } from '@/modules/richtext/richtext.schema'

import { customFields, formSchemas } from './custom-parts'
import { currentFile, imageSetOf, type RecordRow } from './record-row'

type Option = { id: string; label: string }

const RELATIONS_HINT = 'Boleh dikosongkan; tahan Ctrl (Cmd di Mac) untuk memilih lebih dari satu.'

type Props = {
  slug: string
  admin: GenericAdmin
  fields: FormFieldSpec[]
  rule: UploadRule
  /** The records a relations field may choose from, by field name. */
  options: Record<string, Option[]>
  record?: RecordRow
  /** A public type's form also saves drafts and takes a schedule (content-types/publication.ts). */
  publication?: boolean
}

type Values = Record<string, unknown>

/** The schedule as typed (WIB): sent as it is, '' clearing it; the server keeps the last word. */
const localInstant = (message: string) =>
  z.string().refine((value) => value.trim() === '' || wibInstant(value) !== null, message)
const scheduleInputs = {
  [SCHEDULE.start]: localInstant(PUBLICATION_MESSAGES.terbit),
  [SCHEDULE.end]: localInstant(PUBLICATION_MESSAGES.tarik),
}

/** A draft's save is told apart from SPEC's messages, which say the record is saved (and public). */
const DRAFT_SAVED = { added: 'Draf berhasil disimpan.', updated: 'Draf berhasil disimpan.' }

const initialValue = (field: FormFieldSpec, record?: RecordRow) => {
  const value = record?.[field.name]
  switch (field.kind) {
    case 'custom':
      return customFields[field.name].initial(record)
    case 'seo': {
      const seo = value as
        { judul?: string; deskripsi?: string; gambar?: number | null } | undefined
      return {
        judul: seo?.judul ?? '',
        deskripsi: seo?.deskripsi ?? '',
        gambar: String(seo?.gambar ?? ''),
      }
    }
    case 'relations':
      return Array.isArray(value) ? value.map(String) : []
    case 'datetime':
      return wibLocalValue(value as string | undefined)
    case 'date':
      return toDateInputValue(value as string | undefined)
    case 'percent':
      return String(typeof value === 'number' ? value : field.initial)
    case 'select':
      return typeof value === 'string' ? value : (field.initial ?? '')
    default:
      return typeof value === 'string' ? value : ''
  }
}

/** Consecutive half fields share a two-column row. */
function rowsOf(fields: FormFieldSpec[]) {
  const rows: FormFieldSpec[][] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.half && last?.[0].half) last.push(field)
    else rows.push([field])
  }
  return rows
}

/** The add and edit form of every type, built from its field list and its file. */
export function RecordForm({
  slug,
  admin,
  fields: own,
  rule,
  options,
  record,
  publication,
}: Props) {
  const fields = publication ? [...own, ...SCHEDULE_FIELDS] : own
  const { file, confirmSave, updateMethod, width, focalPoint } = admin.form
  const hintBase = useId()
  const { confirm } = useDialogs()
  // A list row added after a failed save is not an error until the next save attempt.
  const [freshRow, setFreshRow] = useState<{ index: number; submitCount: number } | null>(null)
  // The same rules as the server's, which keeps the final word (and the rule across fields).
  const base = formSchemas[slug] ?? schemaFromFields(fields)
  const fileRequired = record ? Boolean(file.requiredOnEdit) : rule.requiredOnCreate
  const schema = base.extend({
    [file.name]: fileField(rule, fileRequired),
    ...(publication ? scheduleInputs : {}),
  })
  // The fields the form is refused without; the file is judged by its own rule (fileRequired).
  const required = requiredFields(schema, { [file.name]: null })
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as unknown as z.ZodType<Values, Values>),
    defaultValues: {
      ...Object.fromEntries(fields.map((field) => [field.name, initialValue(field, record)])),
      // A rich body's JSON beside its text; none until the editor changes it.
      ...Object.fromEntries(
        fields.filter((f) => f.kind === 'richtext').map((f) => [richName(f.name), '']),
      ),
      [file.name]: null,
    },
  })
  const { register } = form
  const { errors, submitCount } = form.formState
  const names = fields.map((field) => field.name)
  // A rich body is kept in the browser's draft with its text, so a restore shows it whole.
  const rich = fields.filter((f) => f.kind === 'richtext').map((f) => richName(f.name))
  const saving = useRecordForm(
    form,
    { list: slug, updateMethod, texts: admin.texts, feedback: admin.feedback?.save ?? DIALOGS },
    record?._id,
    [...names, ...rich],
  )
  const custom = fields.filter((field) => field.kind === 'custom')
  // In the order the schema checks them: the fields, the file, the schedule, then the fields of
  // their own.
  const plain = Object.keys(base.shape).filter(
    (name) =>
      !custom.some((f) => f.name === name) && !own.some((f) => f.kind === 'seo' && f.name === name),
  )
  const scheduled = publication ? SCHEDULE_FIELDS.map((field) => field.name) : []
  const messages = [
    ...[...plain, file.name, ...scheduled].map(
      (name) => errors[name]?.message as string | undefined,
    ),
    ...own.flatMap((field) => (field.kind === 'seo' ? collectMessages(errors[field.name]) : [])),
    ...custom.flatMap(({ name }) => {
      const error = errors[name]
      return collectMessages(
        Array.isArray(error) && freshRow?.submitCount === submitCount
          ? error.filter((_, index) => index !== freshRow.index)
          : error,
      )
    }),
  ]

  const onSubmit = async (values: Values) => {
    const question = confirmSave && (saving.editing ? confirmSave.edit : confirmSave.add)
    if (!question || (await confirm(question, { confirmLabel: 'Ya, Simpan' })))
      await saving.save(values)
  }

  // A draft is not public, so SPEC's question before a save is not asked for it.
  const saveDraft = form.handleSubmit((values) =>
    saving.saveTold({ ...values, draf: 'true' }, DRAFT_SAVED),
  )

  const control = (field: FormFieldSpec): Parameters<typeof Field>[0]['children'] => {
    const props = { placeholder: field.placeholder, ...register(field.name) }
    switch (field.kind) {
      case 'textarea':
        return <textarea rows={field.rows ?? 3} {...props} />
      case 'richtext':
        return (
          <RichTextInput
            form={form}
            name={field.name}
            label={field.label}
            initial={(record?.[richName(field.name)] as RichState | undefined) ?? null}
          />
        )
      case 'datetime':
        return <input type="datetime-local" {...props} />
      case 'date':
        return <input type="date" {...props} />
      case 'percent':
        return <input type="number" inputMode="numeric" min={0} max={100} step={1} {...props} />
      case 'select':
        return (
          <select {...props}>
            <OptionList empty={field.empty} options={field.options} />
          </select>
        )
      case 'relations':
        return (
          <select multiple size={6} {...props}>
            {(options[field.name] ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        )
      default:
        return <input {...props} />
    }
  }

  const fieldOf = (field: FormFieldSpec) => (
    <Field
      key={field.name}
      label={
        field.optional ? (
          <>
            {field.label} <span className="font-normal text-muted">(opsional)</span>
          </>
        ) : (
          field.label
        )
      }
      hint={field.hint ?? (field.kind === 'relations' ? RELATIONS_HINT : undefined)}
      hintId={field.hint ? `${hintBase}-${field.name}` : undefined}
      describedBy={field.sharesHintOf ? `${hintBase}-${field.sharesHintOf}` : undefined}
      invalid={Boolean(errors[field.name])}
      required={required.has(field.name)}
    >
      {control(field)}
    </Field>
  )

  const current = record ? currentFile[slug]?.(record) : null
  const image = record ? imageSetOf(record) : null
  const shownAbove = messages.filter((m): m is string => Boolean(m))
  return (
    <AdminForm
      form={form}
      record={saving}
      onSubmit={onSubmit}
      messages={messages}
      className={width === 'wide' ? 'max-w-3xl' : 'max-w-2xl'}
      alternative={publication ? { label: 'Simpan sebagai draf', onClick: saveDraft } : undefined}
    >
      {rowsOf(own.filter((field) => field.kind !== 'custom' && field.kind !== 'seo')).map((row) =>
        row.length > 1 ? (
          <div key={row[0].name} className="grid grid-cols-2 gap-5">
            {row.map(fieldOf)}
          </div>
        ) : (
          <Fragment key={row[0].name}>{fieldOf(row[0])}</Fragment>
        ),
      )}
      <FileField
        form={form}
        name={file.name}
        rule={rule}
        announce={file.announce}
        label={file.label}
        required={fileRequired}
        accept={file.accept}
        hint={file.hint}
        imagePreview={file.image}
        currentImageUrl={file.image ? (current ?? image?.card ?? image?.src ?? null) : undefined}
        currentText={(current ?? image) && file.currentText ? file.currentText : undefined}
      />
      {focalPoint ? (
        <FocalPointPreview
          form={form}
          file={file.name}
          x={focalPoint.x}
          y={focalPoint.y}
          currentUrl={image?.src ?? null}
        />
      ) : null}
      {custom.map((field) => {
        const { Field: Custom } = customFields[field.name]
        return (
          <Custom
            key={field.name}
            form={form}
            shownAbove={shownAbove}
            onAppend={(index) => setFreshRow({ index, submitCount })}
          />
        )
      })}
      {own.map((field) =>
        field.kind === 'seo' ? (
          <SeoFormPart
            key={field.name}
            form={form}
            name={field.name}
            fallback={field.fallback}
            path={field.path}
          />
        ) : null,
      )}
      {publication ? (
        <fieldset className="m-0 min-w-0 space-y-3 border-0 p-0">
          <legend className="text-base font-semibold text-ink">Jadwal terbit</legend>
          <div className="grid grid-cols-2 gap-5">{SCHEDULE_FIELDS.map(fieldOf)}</div>
        </fieldset>
      ) : null}
    </AdminForm>
  )
}
