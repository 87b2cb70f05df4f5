'use client'

import { type ReactNode, use, useEffect, useId, useMemo, useRef } from 'react'

import { type FieldValues, get, type Path, type UseFormReturn, useWatch } from 'react-hook-form'

import { cn } from '@/lib/cn'
import { formatChosenSize } from '@/lib/format'
import { labelClass } from '@/components/ui/button-styles'
import { ErrorSummaryId } from '@/components/ui/field'
import { useFileChoice } from '../hooks/use-file-choice'
import type { FileRule } from '../lib/file-rules'
import { UploadIcon } from './icons'

type Props<T extends FieldValues> = {
  /** The form and its file field: a chosen file is judged at once by `rule` (useFileChoice). */
  // The form's transformed output type does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>
  name: Path<T>
  rule: FileRule
  /** The problems of a refused file also announced as an alert. */
  announce?: Parameters<typeof useFileChoice>[3]
  label: string
  /** The file types offered; the rule's by default. */
  accept?: string
  hint?: ReactNode
  /** Shows a preview of a chosen image, or of the current one when nothing is chosen. */
  imagePreview?: boolean
  currentImageUrl?: string | null
  currentText?: string
  /** The form is refused without a file. */
  required?: boolean
}

/** A native file input (so keyboard and screen readers work as usual) with the chosen file's size. */
export function FileField<T extends FieldValues>({
  form,
  name,
  rule,
  announce,
  label,
  accept = rule.mimeTypes.join(','),
  hint,
  imagePreview,
  currentImageUrl,
  currentText,
  required,
}: Props<T>) {
  const file = (useWatch({ control: form.control, name }) as File | null | undefined) ?? null
  const onFile = useFileChoice(form, name, rule, announce)
  const invalid = Boolean(get(form.formState.errors, name))
  const id = useId()
  const errors = use(ErrorSummaryId)
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const inputRef = useRef<HTMLInputElement>(null)
  const previewUrl = useMemo(
    () => (imagePreview && file ? URL.createObjectURL(file) : null),
    [file, imagePreview],
  )
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl])

  // When the form holds no file (none yet, or it refused the one picked), neither does the input:
  // a screen reader would read the refused name, and the same file could not be picked again.
  useEffect(() => {
    if (!file && inputRef.current?.value) inputRef.current.value = ''
  })

  const shownImage = previewUrl ?? currentImageUrl ?? null

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div
        className={cn(
          'rounded-xl border border-dashed bg-surface-alt p-4',
          invalid ? 'border-danger' : 'border-line',
        )}
      >
        <div className="flex flex-wrap items-center gap-3">
          <UploadIcon className="shrink-0 text-brand-700" />
          {/* The native input stays in the tab order (visually hidden); its label is the button. */}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            aria-invalid={invalid ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={
              cn(statusId, hint ? hintId : undefined, invalid && errors) || undefined
            }
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            onClick={() => inputRef.current?.click()}
            className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-700 hover:bg-brand-800"
          >
            Pilih File
          </span>
          <p id={statusId} className="min-w-0 flex-1 text-sm text-ink">
            {file ? (
              <>
                File dipilih: <span className="font-semibold break-all">{file.name}</span> (
                {formatChosenSize(file.size)})
              </>
            ) : (
              <span className="text-muted">{currentText ?? 'Belum ada file dipilih.'}</span>
            )}
          </p>
        </div>
        {imagePreview && shownImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- blob: previews cannot go through next/image
          <img
            src={shownImage}
            alt={previewUrl ? 'Pratinjau thumbnail yang dipilih' : 'Thumbnail saat ini'}
            className="mt-3 aspect-video w-full max-w-sm rounded-lg border border-line object-cover"
          />
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
