'use client'

/* eslint-disable @next/next/no-img-element -- previews of uploads and of files not yet sent */
import { useEffect, useMemo, useState } from 'react'

import { Field } from '@/components/ui/field'
import { MediaPicker } from '@/modules/media/admin/media-picker'

import type { SiteImage } from '../site-image'
import { SITE_IMAGE_RULE, SITE_LOOK_MESSAGES } from '../site-look.rules'

import { SITE_LOOK_TEXT as T } from './site-look-text'

/**
 * A picture slot: the stored picture, or a file chosen and not yet sent, or a media library item
 * chosen (`media`), copied into a site picture on save.
 */
export type Picture = {
  id: number | null
  alt: string
  src: string | null
  file: File | null
  media: number | null
}

/** A slot holding the stored `image`, or an empty one. */
export const picture = (image: SiteImage | null): Picture => ({
  id: image?.id ?? null,
  alt: image?.alt ?? '',
  src: image ? (image.card ?? image.src) : null,
  file: null,
  media: null,
})

/** Sends a chosen file as a site picture; gives the slot as it is stored. */
export async function sendPicture(slot: Picture): Promise<{ id: number; alt: string } | string> {
  if (!slot.file && slot.media === null) {
    return slot.id === null ? SITE_LOOK_MESSAGES.required : { id: slot.id, alt: slot.alt }
  }
  const form = new FormData()
  if (slot.file) form.append('file', slot.file)
  else form.append('media', String(slot.media))
  form.append('alt', slot.alt)
  const response = await fetch('/api/gambar-situs', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  }).catch(() => null)
  const body = (await response?.json().catch(() => null)) as { id?: number; error?: string } | null
  if (!response?.ok || typeof body?.id !== 'number') return body?.error ?? T.failed
  return { id: body.id, alt: slot.alt }
}

/** A picture's preview, its replacement file and its alt text. */
export function PictureField({
  value,
  onChange,
  longAlt = false,
}: {
  value: Picture
  onChange: (next: Picture) => void
  longAlt?: boolean
}) {
  const [problem, setProblem] = useState<string | null>(null)
  // The chosen file's preview, released when it is replaced or the form goes.
  const objectUrl = useMemo(
    () => (value.file ? URL.createObjectURL(value.file) : null),
    [value.file],
  )
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl])
  const preview = objectUrl ?? value.src
  const choose = (file: File | undefined) => {
    if (!file) return
    // The server judges the bytes again; this only saves a wasted upload.
    if (!SITE_IMAGE_RULE.mimeTypes.includes(file.type))
      return setProblem(SITE_LOOK_MESSAGES.fileType)
    if (file.size > SITE_IMAGE_RULE.maxBytes) return setProblem(SITE_LOOK_MESSAGES.fileSize)
    setProblem(null)
    onChange({ ...value, file, media: null, alt: '' })
  }
  return (
    <div className="space-y-3">
      {preview ? (
        <img
          src={preview}
          alt=""
          className="aspect-video w-full rounded-lg bg-brand-50 object-contain"
        />
      ) : (
        <div className="grid aspect-video place-items-center rounded-lg bg-brand-50 text-sm text-muted">
          Belum ada gambar
        </div>
      )}
      <Field
        label={value.file ? 'Gambar baru' : 'Ganti gambar'}
        hint={T.fileHint}
        invalid={Boolean(problem)}
      >
        <input
          type="file"
          accept={SITE_IMAGE_RULE.mimeTypes.join(',')}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Field>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <MediaPicker
          onChoose={(item) => {
            setProblem(null)
            onChange({
              ...value,
              file: null,
              media: item.id,
              alt: item.alt,
              src: item.card ?? item.src,
            })
          }}
        />
        {value.media !== null ? <p className="text-sm text-muted">{T.fromLibrary}</p> : null}
      </div>
      <Field label="Teks alternatif" hint={value.file ? T.altForNew : undefined} required>
        {longAlt ? (
          <textarea
            rows={4}
            value={value.alt}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
          />
        ) : (
          <input value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value })} />
        )}
      </Field>
    </div>
  )
}
