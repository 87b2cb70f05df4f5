'use client'

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { useFormDraft } from './use-form-draft'
import { type SaveRecord, useSaveRecord } from './use-save-record'

/**
 * What one kind of record's form needs besides its fields: its list (/api/{list} to save to,
 * /admin/{list} to go back to), the update method, its texts (`save` the add button's label) and
 * how they are told.
 */
export type RecordFormSetup = Pick<SaveRecord, 'feedback'> & {
  /** PUT when not given (SPEC 7: PATCH for reports). */
  updateMethod?: SaveRecord['updateMethod']
  /** The type's slug: its API is /api/{list}, its screens /admin/{list}. */
  list: string
  texts: SaveRecord['texts'] & { save: string }
}

/** A form's values as the API takes them: text as it is, a chosen file, a list as JSON. */
function toFormData(values: object): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File || typeof value === 'string') body.set(name, value)
    else if (value != null) body.set(name, JSON.stringify(value))
  }
  return body
}

/**
 * An admin form's draft (kept while typing, `draftFields` the fields kept) and its save flow, for
 * AdminForm to render; `id` is the record edited, none when adding.
 */
export function useRecordForm<T extends FieldValues>(
  // The form's transformed output type does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  { list, updateMethod = 'PUT', texts, feedback }: RecordFormSetup,
  id: string | undefined,
  draftFields: readonly Path<T>[],
) {
  const draft = useFormDraft(form, draftFields)
  const { save, editing, submitId, progress, cancel } = useSaveRecord({
    endpoint: `/api/${list}`,
    listHref: `/admin/${list}`,
    ...{ id, updateMethod, texts, feedback, draft },
  })
  const label = editing ? 'Simpan Perubahan' : texts.save
  return {
    draft,
    editing,
    saving: { submitId, progress, onCancel: cancel, label },
    save: (values: object) => save(toFormData(values)),
    /** The same save, told with texts of its own (a draft's). */
    saveTold: (values: object, told: Partial<SaveRecord['texts']>) =>
      save(toFormData(values), told),
  }
}
