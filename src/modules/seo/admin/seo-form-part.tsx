'use client'

import { useEffect, useId, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { inputClass, labelClass } from '@/components/ui/button-styles'
import type { ImageSet } from '@/lib/image-set'

import { SEO_LIMITS } from '../seo.rules'

type MediaOption = { _id: string; judul: string; gambar: ImageSet | null }

const MEDIA_LIST = '/api/media?limit=50'

/** 'n/max karakter', said again to a screen reader only when it passes the limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max
  return (
    <p id={id} className={`mt-1 text-xs ${over ? 'text-danger' : 'text-muted'}`}>
      <span aria-live={over ? 'polite' : 'off'}>
        {length}/{max} karakter{over ? ' (terlalu panjang)' : ''}
      </span>
    </p>
  )
}

/**
 * The record's own words for search engines and link previews, with a counter under each and
 * how a search result and a shared link will look; empty fields show the record's own title and
 * summary there, as the page does.
 */
export function SeoFormPart({
  form,
  name,
  fallback,
  path,
}: {
  // The part touches only its own value, whatever the rest of the form holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>
  name: string
  /** The form's field whose text is the description when none is given. */
  fallback: string
  /** The record page's path prefix ('/news/'). */
  path: string
}) {
  const id = useId()
  const [media, setMedia] = useState<MediaOption[]>([])
  useEffect(() => {
    let live = true
    fetch(MEDIA_LIST, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : []))
      .then((items: MediaOption[]) => live && setMedia(items))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  const judul = String(form.watch(`${name}.judul`) ?? '')
  const deskripsi = String(form.watch(`${name}.deskripsi`) ?? '')
  const gambar = String(form.watch(`${name}.gambar`) ?? '')
  const title = judul.trim() || String(form.watch('judul') ?? '').trim() || 'Judul halaman'
  const description =
    deskripsi.trim() ||
    String(form.watch(fallback) ?? '')
      .trim()
      .slice(0, SEO_LIMITS.deskripsi)
  const image = media.find((m) => m._id === gambar)?.gambar
  const host = typeof window === 'undefined' ? '' : window.location.host
  const errors = (form.formState.errors[name] ?? {}) as Record<string, { message?: string }>
  return (
    <fieldset className="m-0 min-w-0 space-y-4 border-0 border-t border-line p-0 pt-5">
      <legend className="text-base font-semibold text-ink">SEO dan pratinjau tautan</legend>
      <p className="text-sm text-muted">
        Boleh dikosongkan: mesin pencari dan media sosial lalu memakai judul dan ringkasan rekaman
        ini.
      </p>
      <div>
        <label htmlFor={`${id}-judul`} className={labelClass}>
          Meta title <span className="font-normal text-muted">(opsional)</span>
        </label>
        <input
          id={`${id}-judul`}
          className={inputClass}
          aria-describedby={`${id}-judul-count`}
          aria-invalid={Boolean(errors.judul) || undefined}
          {...form.register(`${name}.judul`)}
        />
        <Counter id={`${id}-judul-count`} length={judul.length} max={SEO_LIMITS.judul} />
      </div>
      <div>
        <label htmlFor={`${id}-deskripsi`} className={labelClass}>
          Meta description <span className="font-normal text-muted">(opsional)</span>
        </label>
        <textarea
          id={`${id}-deskripsi`}
          rows={3}
          className={inputClass}
          aria-describedby={`${id}-deskripsi-count`}
          aria-invalid={Boolean(errors.deskripsi) || undefined}
          {...form.register(`${name}.deskripsi`)}
        />
        <Counter
          id={`${id}-deskripsi-count`}
          length={deskripsi.length}
          max={SEO_LIMITS.deskripsi}
        />
      </div>
      <div>
        <label htmlFor={`${id}-gambar`} className={labelClass}>
          Foto untuk media sosial <span className="font-normal text-muted">(opsional)</span>
        </label>
        <select id={`${id}-gambar`} className={inputClass} {...form.register(`${name}.gambar`)}>
          <option value="">Gambar rekaman ini</option>
          {media.map((m) => (
            <option key={m._id} value={m._id}>
              {m.judul}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <figure className="m-0 rounded-xl border border-line p-4">
          <figcaption className="mb-2 text-xs font-semibold text-muted uppercase">
            Pratinjau hasil pencarian
          </figcaption>
          <p className="truncate text-xs text-muted">
            {host}
            {path}…
          </p>
          <p className="text-lg leading-snug text-info">{title}</p>
          <p className="line-clamp-2 text-sm text-ink">{description}</p>
        </figure>
        <figure className="m-0 overflow-hidden rounded-xl border border-line">
          <figcaption className="sr-only">Pratinjau kartu media sosial</figcaption>
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={image.card ?? image.src}
              alt=""
              className="aspect-[1.91/1] w-full object-cover"
            />
          ) : (
            <div className="flex aspect-[1.91/1] items-center justify-center bg-surface-alt text-sm text-muted">
              Gambar rekaman ini
            </div>
          )}
          <div className="p-3">
            <p className="text-xs text-muted uppercase">{host}</p>
            <p className="font-semibold text-ink">{title}</p>
            <p className="line-clamp-2 text-sm text-muted">{description}</p>
          </div>
        </figure>
      </div>
    </fieldset>
  )
}
