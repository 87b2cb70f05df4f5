'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'

import { plainToRich } from '../richtext.convert'
import type { RichState } from '../richtext.rules'
import { richName } from '../richtext.schema'

/*
 * A rich body's control in the generic admin form. The editor (Lexical) is loaded only here, on
 * the admin form pages; it writes the body's JSON and its plain text into the form, whose schema
 * judges them as the server does. A value the editor did not write (a restored draft of the
 * form) replaces what it shows.
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
  'aria-required'?: true
  'aria-describedby'?: string
}

/** The form's two values of a body, compared as text. */
const valuesOf = (rich: RichState | '' | undefined, plain: string | undefined) => ({
  rich: rich ? JSON.stringify(rich) : '',
  plain: plain ?? '',
})

export function RichTextInput({ form, name, label, initial, id, ...aria }: Props) {
  const rich = useWatch({ control: form.control, name: richName(name) }) as RichState | ''
  const plain = useWatch({ control: form.control, name }) as string
  // What the form held when the editor last showed it or wrote to it.
  const known = useRef(valuesOf(rich, plain))
  const [shown, setShown] = useState({ state: initial, version: 0 })

  useEffect(() => {
    const now = valuesOf(rich, plain)
    if (now.rich === known.current.rich && now.plain === known.current.plain) return
    known.current = now
    // A new editor (its key) starts from the restored body, or from its text when only that was kept.
    setShown((was) => ({ state: rich || plainToRich(plain ?? ''), version: was.version + 1 }))
  }, [rich, plain])

  return (
    <Editor
      key={shown.version}
      id={id}
      label={label}
      invalid={aria['aria-invalid']}
      required={aria['aria-required']}
      describedBy={aria['aria-describedby']}
      initial={shown.state}
      onChange={(nextRich, nextPlain) => {
        known.current = valuesOf(nextRich, nextPlain)
        const validate = form.formState.isSubmitted
        form.setValue(richName(name), nextRich, { shouldDirty: true })
        form.setValue(name, nextPlain, { shouldDirty: true, shouldValidate: validate })
      }}
    />
  )
}
