'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Field } from '@/components/ui/field'
import type { AdminDefinition, UploadRule } from '@/content-types/definition'
import {
  type FileFieldSpec,
  type FormFieldSpec,
  schemaFromFields,
  wibLocalValue,
} from '@/content-types/form-fields'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { FileField } from '@/modules/admin/components/file-field'
import { DIALOGS } from '@/modules/admin/hooks/use-feedback'
import { useRecordForm } from '@/modules/admin/hooks/use-record-form'
import { fileField } from '@/modules/admin/lib/file-rules'

import type { RecordRow } from './record-table'

type Option = { id: string; label: string }

const RELATIONS_HINT = 'Boleh dikosongkan; tahan Ctrl (Cmd di Mac) untuk memilih lebih dari satu.'

type Props = {
  slug: string
  fields: FormFieldSpec[]
  file: FileFieldSpec
  rule: UploadRule
  texts: NonNullable<AdminDefinition['texts']>
  /** The records a relations field may choose from, by field name. */
  options: Record<string, Option[]>
  record?: RecordRow
}

type Values = Record<string, unknown>

const initialValue = (field: FormFieldSpec, record?: RecordRow) => {
  const value = record?.[field.name]
  if (field.kind === 'relations') return Array.isArray(value) ? value.map(String) : []
  if (field.kind === 'datetime') return wibLocalValue(value as string | undefined)
  return typeof value === 'string' ? value : ''
}

/** The add and edit form of a registry-served type, built from its field list. */
export function RecordForm({ slug, fields, file, rule, texts, options, record }: Props) {
  // The same rules as the server's, which keeps the final word (and the rule across fields).
  const schema = schemaFromFields(fields).extend({
    [file.name]: fileField(rule, !record && rule.requiredOnCreate),
  })
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as unknown as z.ZodType<Values, Values>),
    defaultValues: {
      ...Object.fromEntries(fields.map((field) => [field.name, initialValue(field, record)])),
      [file.name]: null,
    },
  })
  const { register } = form
  const { errors } = form.formState
  const names = fields.map((field) => field.name)
  const record_ = useRecordForm(form, { list: slug, texts, feedback: DIALOGS }, record?._id, names)
  const messages = [...names, file.name].map((name) => errors[name]?.message as string | undefined)

  return (
    <AdminForm form={form} record={record_} messages={messages} className="max-w-2xl">
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          hint={field.hint ?? (field.kind === 'relations' ? RELATIONS_HINT : undefined)}
          invalid={Boolean(errors[field.name])}
        >
          {field.kind === 'textarea' ? (
            <textarea rows={field.name === 'isi' ? 8 : 3} {...register(field.name)} />
          ) : field.kind === 'datetime' ? (
            <input type="datetime-local" {...register(field.name)} />
          ) : field.kind === 'relations' ? (
            <select multiple size={6} {...register(field.name)}>
              {(options[field.name] ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input {...register(field.name)} />
          )}
        </Field>
      ))}
      <FileField
        form={form}
        name={file.name}
        rule={rule}
        label={file.label}
        accept={file.accept}
        hint={file.hint}
        imagePreview
        currentImageUrl={record?.gambar?.card ?? record?.gambar?.src ?? null}
      />
    </AdminForm>
  )
}
