import { randomUUID } from 'node:crypto'

import type { ServiceContext } from '@/lib/service-context'

import { importWordpress } from './import.service'
import type { CategoryMapping } from './mapping'
import { reason } from './media'
import type { ImportReport } from './report'
import { noUploads, uploadsZip } from './uploads'
import { WxrError } from './wxr'

/*
 * The admin screen's import, run in the background of the instance that took the upload: the
 * screen asks this instance for its progress every second until the report is there. Jobs are
 * kept in memory for an hour; the command line needs none of this.
 */

export type ImportJob = {
  id: string
  status: 'berjalan' | 'selesai' | 'gagal'
  dryRun: boolean
  done: number
  total: number
  report: ImportReport | null
  mapping: CategoryMapping | null
  error: string | null
  startedAt: number
}

const KEEP_MS = 60 * 60 * 1000
const shared = globalThis as typeof globalThis & { bprsWordpressJobs?: Map<string, ImportJob> }
const jobs = (shared.bprsWordpressJobs ??= new Map())

/** Whether a job is running, so a second import cannot run beside it. */
const running = () => [...jobs.values()].some((job) => job.status === 'berjalan')

export const JOB_MESSAGES = {
  busy: 'Impor WordPress lain sedang berjalan. Tunggu sampai selesai.',
  notFound: 'Proses impor tidak ditemukan (mungkin sudah lebih dari satu jam).',
  failed:
    'Impor berhenti karena galat; data yang sudah tersimpan tetap utuh. Jalankan lagi untuk melanjutkan.',
} as const

/** Starts an import in the background; answers its id at once. */
export function startImportJob(
  ctx: ServiceContext,
  input: { xml: string; zip: Buffer | null; mapping: CategoryMapping | null; dryRun: boolean },
): string {
  const now = Date.now()
  for (const [id, job] of jobs) if (now - job.startedAt > KEEP_MS) jobs.delete(id)
  if (running()) throw new Error(JOB_MESSAGES.busy)
  const job: ImportJob = {
    id: randomUUID(),
    status: 'berjalan',
    dryRun: input.dryRun,
    done: 0,
    total: 0,
    report: null,
    mapping: null,
    error: null,
    startedAt: now,
  }
  jobs.set(job.id, job)
  void (async () => {
    try {
      const uploads = input.zip ? await uploadsZip(input.zip) : noUploads
      const result = await importWordpress(ctx, input.xml, uploads, {
        dryRun: input.dryRun,
        mapping: input.mapping,
        onProgress: (done, total) => Object.assign(job, { done, total }),
      })
      Object.assign(job, { status: 'selesai', report: result.report, mapping: result.mapping })
    } catch (error) {
      const known = error instanceof WxrError || /zip/.test(reason(error))
      console.error('WordPress import failed', error)
      Object.assign(job, { status: 'gagal', error: known ? reason(error) : JOB_MESSAGES.failed })
    }
  })()
  return job.id
}

export const importJob = (id: string) => jobs.get(id) ?? null
