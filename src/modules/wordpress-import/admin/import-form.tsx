'use client'

import { type FormEvent, startTransition, useActionState, useEffect, useId, useState } from 'react'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { KATEGORI_NEWS } from '@/modules/news/news.rules'

import type { ImportJob } from '../job'
import { reportLines } from '../report'
import {
  type StartState,
  startWordpressImportAction,
  wordpressImportStatus,
} from '../wordpress-import.actions'

/** Asks the server for the job's progress every second until it is done. */
function useJob(jobId: string | undefined) {
  const [job, setJob] = useState<ImportJob | null>(null)
  // The last finished run's categories stay on the screen while the next one runs.
  const [mapping, setMapping] = useState<ImportJob['mapping']>(null)
  useEffect(() => {
    if (!jobId) return
    let stopped = false
    const poll = async () => {
      const next = await wordpressImportStatus(jobId)
      if (stopped) return
      setJob(next)
      if (next?.status === 'selesai' && next.mapping) setMapping(next.mapping)
      if (next?.status === 'berjalan') setTimeout(poll, 1000)
    }
    void poll()
    return () => {
      stopped = true
    }
  }, [jobId])
  return { job: job?.id === jobId ? job : null, mapping }
}

/**
 * 'Impor WordPress': the export and a zip of its uploads; first a dry run that shows what would
 * be done and the categories to map, then the import itself, both with progress and the report.
 */
export function WordpressImportForm() {
  const id = useId()
  const [state, action, pending] = useActionState<StartState, FormData>(
    startWordpressImportAction,
    null,
  )
  const { job, mapping } = useJob(state?.jobId)
  // Sent by hand, not as the form's action: React resets a form after its action, and the chosen
  // files must stay for the import that follows the dry run.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    startTransition(() => action(data))
  }
  const running = pending || job?.status === 'berjalan'
  const share = job && job.total ? Math.round((job.done / job.total) * 100) : 0

  return (
    <form onSubmit={onSubmit} className="grid gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        Unggah ekspor WordPress
      </h2>
      <div>
        <label htmlFor={`${id}-ekspor`} className={labelClass}>
          Berkas ekspor (.xml)
        </label>
        <input
          id={`${id}-ekspor`}
          name="ekspor"
          type="file"
          accept=".xml,text/xml,application/xml"
          required
          aria-describedby={`${id}-ekspor-hint`}
          className={inputClass}
        />
        <p id={`${id}-ekspor-hint`} className="mt-1 text-xs text-muted">
          Dari WordPress: Alat → Ekspor → Semua konten.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-uploads`} className={labelClass}>
          Folder uploads (.zip, opsional)
        </label>
        <input
          id={`${id}-uploads`}
          name="uploads"
          type="file"
          accept=".zip,application/zip"
          aria-describedby={`${id}-uploads-hint`}
          className={inputClass}
        />
        <p id={`${id}-uploads-hint`} className="mt-1 text-xs text-muted">
          Zip dari folder wp-content/uploads; gambar yang tidak ada di dalamnya dicantumkan di
          laporan. Ekspor dan zip bersama maksimal 20 MB; situs yang lebih besar memakai perintah
          npm run import:wordpress.
        </p>
      </div>
      {mapping && Object.keys(mapping).length > 0 ? (
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="mb-2 text-sm font-bold text-ink">
            Kategori WordPress → kategori berita
          </legend>
          {Object.entries(mapping).map(([slug, entry]) => (
            <div key={slug}>
              <label htmlFor={`${id}-k-${slug}`} className={labelClass}>
                {entry.nama}
              </label>
              <select
                id={`${id}-k-${slug}`}
                name={`kategori:${slug}`}
                defaultValue={entry.kategori}
                className={inputClass}
              >
                <option value="">Pilih kategori</option>
                {KATEGORI_NEWS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="mode"
          value="uji"
          aria-disabled={running || undefined}
          disabled={running}
          className={buttonClass('secondary')}
        >
          Periksa (uji coba)
        </button>
        <button
          type="submit"
          name="mode"
          value="impor"
          aria-disabled={running || !mapping || undefined}
          disabled={running || !mapping}
          className={buttonClass('primary')}
        >
          Mulai impor
        </button>
      </div>
      {!mapping ? (
        <p className="-mt-3 text-xs text-muted">
          Jalankan uji coba dulu untuk memetakan kategori; setelah itu impor dapat dimulai.
        </p>
      ) : null}
      {state && !state.ok ? (
        <p role="alert" className="text-danger">
          {state.message}
        </p>
      ) : null}
      <div aria-live="polite">
        {job?.status === 'berjalan' ? (
          <div>
            <label htmlFor={`${id}-kemajuan`} className={labelClass}>
              {job.dryRun ? 'Uji coba berjalan' : 'Impor berjalan'}: {share}%
            </label>
            <progress
              id={`${id}-kemajuan`}
              max={job.total || 1}
              value={job.done}
              className="h-3 w-full"
            />
          </div>
        ) : null}
        {job?.status === 'gagal' ? (
          <p role="alert" className="text-danger">
            {job.error}
          </p>
        ) : null}
        {job?.status === 'selesai' && job.report ? (
          <section aria-label="Laporan impor" className="rounded-lg border border-line p-4">
            {job.report.unmappedCategories.length > 0 ? (
              <p className="mb-2 font-semibold text-danger">
                Kategori belum dipetakan:{' '}
                {job.report.unmappedCategories.map((c) => c.nama).join(', ')}. Pilih kategori
                beritanya di atas, lalu mulai impor.
              </p>
            ) : null}
            <ul className="space-y-1 text-sm text-ink">
              {reportLines(job.report).map((line, index) => (
                <li key={index}>{line.trim()}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </form>
  )
}
