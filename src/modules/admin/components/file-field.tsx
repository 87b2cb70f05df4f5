'use client'

import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react'

import { cn } from '@/lib/cn'
import { formatChosenSize } from '@/lib/format'
import { labelClass } from '@/components/ui/button-styles'
import { UploadIcon } from './icons'

type Props = {
  label: string
  accept: string
  hint?: ReactNode
  file: File | null
  onFile: (file: File | null) => void
  invalid?: boolean
  describedBy?: string
  /** Shows a preview of a chosen image, or of the current one when nothing is chosen. */
  imagePreview?: boolean
  currentImageUrl?: string | null
  currentText?: string
}

/** A native file input (so keyboard and screen readers work as usual) with the chosen file's size. */
export function FileField({
  label,
  accept,
  hint,
  file,
  onFile,
  invalid,
  describedBy,
  imagePreview,
  currentImageUrl,
  currentText,
}: Props) {
  const id = useId()
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
            aria-describedby={cn(statusId, hint ? hintId : undefined, describedBy) || undefined}
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
