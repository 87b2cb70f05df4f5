'use server'

import { formText } from '@/lib/http'
import { requireAdmin } from '@/modules/admin/require-admin'
import { KATEGORI_NEWS } from '@/modules/news/news.rules'

import { importJob, type ImportJob, JOB_MESSAGES, startImportJob } from './job'
import type { CategoryMapping } from './mapping'

export type StartState = { ok: boolean; message: string; jobId?: string } | null

const MESSAGES = {
  xml: 'Pilih berkas ekspor WordPress (.xml) dari Alat → Ekspor.',
  zip: 'Berkas uploads harus berupa .zip dari folder wp-content/uploads.',
} as const

/** Starts the import (or its dry run) from the screen's form. Administrator. */
export async function startWordpressImportAction(
  _previous: StartState,
  form: FormData,
): Promise<StartState> {
  const ctx = await requireAdmin()
  const xmlFile = form.get('ekspor')
  if (!(xmlFile instanceof File) || xmlFile.size === 0 || !/\.xml$/i.test(xmlFile.name)) {
    return { ok: false, message: MESSAGES.xml }
  }
  const zipFile = form.get('uploads')
  const hasZip = zipFile instanceof File && zipFile.size > 0
  if (hasZip && !/\.zip$/i.test(zipFile.name)) return { ok: false, message: MESSAGES.zip }
  // The categories chosen on the screen, one select per WordPress category (`kategori:<slug>`).
  const mapping: CategoryMapping = {}
  for (const [key] of form.entries()) {
    if (!key.startsWith('kategori:')) continue
    const kategori = formText(form, key)
    mapping[key.slice('kategori:'.length)] = {
      nama: key,
      kategori: (KATEGORI_NEWS as readonly string[]).includes(kategori) ? kategori : '',
    }
  }
  try {
    const jobId = startImportJob(ctx, {
      xml: await xmlFile.text(),
      zip: hasZip ? Buffer.from(await zipFile.arrayBuffer()) : null,
      mapping,
      dryRun: formText(form, 'mode') !== 'impor',
    })
    return { ok: true, message: '', jobId }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : JOB_MESSAGES.failed }
  }
}

/** The job's progress and, once done, its report. Administrator. */
export async function wordpressImportStatus(jobId: string): Promise<ImportJob | null> {
  await requireAdmin()
  return importJob(jobId)
}
