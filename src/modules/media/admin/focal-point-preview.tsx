'use client'

/* eslint-disable @next/next/no-img-element -- a preview of a file not yet sent, or of the current one */

import { type MouseEvent, useEffect, useMemo } from 'react'
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form'

type Props<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>
  /** The form's file field and its focal point's two number fields. */
  file: Path<T>
  x: Path<T>
  y: Path<T>
  /** The record's current image, shown until another file is chosen. */
  currentUrl: string | null
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The image with its focal point marked, and the 16:9 cut the site's renditions make around it.
 * A click on the image moves the point (for a mouse); the two number fields above are the
 * keyboard's way, and both write the same form values.
 */
export function FocalPointPreview<T extends FieldValues>({ form, file, x, y, currentUrl }: Props<T>) {
  const chosen = useWatch({ control: form.control, name: file }) as File | null | undefined
  const values = useWatch({ control: form.control, name: [x, y] }) as unknown[]
  const objectUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen])
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl])
  const src = objectUrl ?? currentUrl
  if (!src) return null
  const [fx, fy] = values.map((v) => {
    const n = Number(v)
    return Number.isFinite(n) && String(v) !== '' ? clampPercent(n) : 50
  })

  const place = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue(x, String(clampPercent(((event.clientX - box.left) / box.width) * 100)) as never, options)
    form.setValue(y, String(clampPercent(((event.clientY - box.top) / box.height) * 100)) as never, options)
  }

  return (
    <figure className="space-y-2" aria-label="Pratinjau titik fokus">
      <div className="grid items-start gap-3 sm:grid-cols-[2fr_1fr]">
        <div className="relative w-full max-w-md">
          {/* A mouse shortcut only: the number fields set the same point by keyboard. */}
          <img
            src={src}
            alt=""
            onClick={place}
            className="block h-auto w-full cursor-crosshair rounded-lg bg-brand-50"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700/70 shadow"
            style={{ left: `${fx}%`, top: `${fy}%` }}
          />
        </div>
        <div>
          <img
            src={src}
            alt=""
            className="aspect-video w-full rounded-lg bg-brand-50 object-cover"
            style={{ objectPosition: `${fx}% ${fy}%` }}
          />
          <p className="mt-1 text-xs text-muted">Potongan 16:9</p>
        </div>
      </div>
      <figcaption className="text-sm text-muted">
        Potongan gambar di situs berpusat di titik fokus. Klik gambar untuk memindahkannya, atau
        isi kedua angka di atas.
      </figcaption>
    </figure>
  )
}
