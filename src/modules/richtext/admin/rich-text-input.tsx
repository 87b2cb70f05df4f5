'use client'

import dynamic from 'next/dynamic'
import type { UseFormReturn } from 'react-hook-form'

import type { RichState } from '../richtext.rules'
import { richName } from '../richtext.schema'

/*
 * A rich body's control in the generic admin form. The editor (Lexical) is loaded only here, on
 * the admin form pages; it writes the body's JSON and its plain text into the form, whose schema
 * judges them as the server does.
 */

const Editor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => (
    <p className="rounded-xl border border-line px-3 py-2 text-muted">Memuat editor…</p>
  ),
})

type Props = {
  // The form's values are the type's own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>
  name: string
  label: string
  initial: RichState | null
  /** Given by Field. */
  id?: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export function RichTextInput({ form, name, label, initial, id, ...aria }: Props) {
  return (
    <Editor
      id={id}
      label={label}
      invalid={aria['aria-invalid']}
      describedBy={aria['aria-describedby']}
      initial={initial}
      onChange={(rich, plain) => {
        const validate = form.formState.isSubmitted
        form.setValue(richName(name), rich, { shouldDirty: true })
        form.setValue(name, plain, { shouldDirty: true, shouldValidate: validate })
      }}
    />
  )
}
