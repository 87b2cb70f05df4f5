'use client'

/* eslint-disable @next/next/no-img-element -- thumbnails of the library's own renditions */

import * as Dialog from '@radix-ui/react-dialog'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import type { MediaDto } from '@/content-types'

import { MEDIA_MESSAGES as M, MEDIA_RULES } from '../media.rules'

/** A library item as a form that chose it keeps it. */
export type MediaChoice = Pick<MediaDto, 'alt' | 'keterangan' | 'focalX' | 'focalY'> & {
  id: number
  src: string
  card: string | null
}

const PAGE = 24
const FAILED = 'Pustaka Media tidak dapat dimuat. Coba lagi.'
const UPLOAD_FAILED = 'Gambar gagal diunggah. Coba lagi.'

const choiceOf = (item: MediaDto): MediaChoice => ({
  id: Number(item._id),
  alt: item.alt,
  keterangan: item.keterangan,
  focalX: item.focalX,
  focalY: item.focalY,
  src: item.gambar?.src ?? '',
  card: item.gambar?.card ?? null,
})

/** One page of the library, newest first, narrowed by its alt text. */
async function readLibrary(q: string, signal: AbortSignal) {
  const query = new URLSearchParams({ page: '1', limit: String(PAGE), ...(q && { q }) })
  const response = await fetch(`/api/media?${query}`, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  })
  if (!response.ok) throw new Error(FAILED)
  const items = (await response.json()) as MediaDto[]
  return { items, total: Number(response.headers.get('x-total-count') ?? items.length) }
}

type Props = {
  /** Called with the item chosen (or uploaded and chosen); the dialog then closes. */
  onChoose: (item: MediaChoice) => void
  /** The opening button's text. */
  triggerLabel?: string
  /** The opening button's look, where it sits among other controls (an editor's toolbar). */
  triggerClassName?: string
  /** The opening button's place in the Tab order, where a toolbar chooses it. */
  triggerTabIndex?: number
}

/**
 * The media library as a dialog for any admin form: search by alt text, upload a new image with
 * its alt text, choose one. Radix's dialog keeps focus inside while open, closes on Escape and
 * returns focus to the opening button; every control is labelled and reachable by keyboard.
 */
export function MediaPicker({
  onChoose,
  triggerLabel = 'Pilih dari Pustaka Media',
  triggerClassName = buttonClass('secondary', 'sm'),
  triggerTabIndex,
}: Props) {
  const [open, setOpen] = useState(false)
  const [q, setQ] = useState('')
  const [list, setList] = useState<{ items: MediaDto[]; total: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reload, setReload] = useState(0)
  const id = useId()

  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    // Typing settles before the library is asked.
    const timer = setTimeout(() => {
      readLibrary(q.trim(), controller.signal)
        .then((next) => {
          setList(next)
          setError(null)
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(e instanceof Error ? e.message : FAILED)
        })
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [open, q, reload])

  const choose = (item: MediaDto) => {
    onChoose(choiceOf(item))
    setOpen(false)
  }

  const count = list
    ? list.total === 0
      ? 'Tidak ada gambar yang cocok.'
      : list.total > list.items.length
        ? `${list.total} gambar cocok; ${list.items.length} terbaru ditampilkan. Persempit pencarian untuk yang lain.`
        : `${list.total} gambar cocok.`
    : 'Memuat…'

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={triggerClassName} tabIndex={triggerTabIndex}>
          {triggerLabel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl">
          <div className="border-b border-line p-6 pb-4">
            <Dialog.Title className="text-lg font-bold text-ink">Pustaka Media</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              Cari gambar menurut teks alternatifnya, atau unggah gambar baru, lalu pilih.
            </Dialog.Description>
            <div role="search" className="mt-4">
              <label htmlFor={`${id}-q`} className={labelClass}>
                Cari teks alternatif
              </label>
              <input
                id={`${id}-q`}
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                className={inputClass}
                aria-describedby={`${id}-count`}
              />
            </div>
          </div>
          <div className="overflow-y-auto p-6 pt-4">
            <p id={`${id}-count`} role="status" className="mb-3 text-sm text-muted">
              {error ?? count}
            </p>
            {list && list.items.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Gambar di pustaka">
                {list.items.map((item) => (
                  <li key={item._id}>
                    <button
                      type="button"
                      onClick={() => choose(item)}
                      className="group w-full rounded-lg border border-line p-1.5 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <img
                        src={item.gambar?.card ?? item.gambar?.src ?? ''}
                        alt=""
                        className="aspect-video w-full rounded bg-brand-50 object-cover"
                        style={{ objectPosition: `${item.focalX}% ${item.focalY}%` }}
                      />
                      <span className="mt-1 line-clamp-2 block text-sm text-ink">
                        <span className="sr-only">Pilih: </span>
                        {item.alt}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <UploadNew
              onUploaded={(item) => {
                setReload((n) => n + 1)
                choose(item)
              }}
            />
          </div>
          <div className="flex justify-end border-t border-line p-4">
            <Dialog.Close asChild>
              <button type="button" className={buttonClass('secondary')}>
                Batal
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A new image for the library, with its alt text and caption; chosen once stored. */
function UploadNew({ onUploaded }: { onUploaded: (item: MediaDto) => void }) {
  const id = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Its own form: the dialog sits in a portal, outside the form that opened it.
    event.stopPropagation()
    const form = new FormData(event.currentTarget)
    const file = fileRef.current?.files?.[0]
    const alt = String(form.get('alt') ?? '').trim()
    // The server judges everything again; these only spare a wasted upload.
    const local = !file
      ? M.required
      : !MEDIA_RULES.file.mimeTypes.includes(file.type as never)
        ? M.fileType
        : file.size > MEDIA_RULES.file.maxBytes
          ? M.fileSize
          : !alt
            ? M.altRequired
            : null
    if (local) return setProblem(local)
    setBusy(true)
    const body = new FormData()
    body.append('gambar', file!)
    body.append('alt', alt)
    body.append('keterangan', String(form.get('keterangan') ?? ''))
    const response = await fetch('/api/media', {
      method: 'POST',
      body,
      credentials: 'same-origin',
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as
      | (MediaDto & { error?: string })
      | null
    setBusy(false)
    if (!response?.ok || !answer?._id) return setProblem(answer?.error ?? UPLOAD_FAILED)
    setProblem(null)
    onUploaded(answer)
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-3 rounded-xl border border-line p-4" noValidate>
      <h3 className="font-bold text-ink">Unggah gambar baru</h3>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          Berkas gambar
        </label>
        <p id={`${id}-file-hint`} className="-mt-1 mb-1.5 text-sm text-muted">
          PNG, JPEG, atau WebP, maksimal 2 MB.
        </p>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={MEDIA_RULES.file.mimeTypes.join(',')}
          aria-describedby={`${id}-file-hint`}
          aria-required
        />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className={labelClass}>
          Teks alternatif
        </label>
        <input
          id={`${id}-alt`}
          name="alt"
          maxLength={MEDIA_RULES.ALT_MAX}
          className={inputClass}
          aria-required
        />
      </div>
      <div>
        <label htmlFor={`${id}-keterangan`} className={labelClass}>
          Keterangan <span className="font-normal text-muted">(opsional)</span>
        </label>
        <textarea
          id={`${id}-keterangan`}
          name="keterangan"
          rows={2}
          maxLength={MEDIA_RULES.KETERANGAN_MAX}
          className={inputClass}
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy}>
        {busy ? 'Mengunggah…' : 'Unggah dan pilih'}
      </button>
    </form>
  )
}
