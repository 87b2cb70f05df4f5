import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import { importWordpress, type ImportProgress } from './import.service'
import { parseMapping, type CategoryMapping } from './mapping'
import { reportLines } from './report'
import { noUploads, uploadsFolder } from './uploads'
import { WxrError } from './wxr'

export const USAGE =
  'Pemakaian: npm run import:wordpress -- <ekspor.xml> [--uploads <folder>] [--dry-run] ' +
  '[--mapping <berkas.json>] [--admin <username>] [--report <berkas.json>]'

/** A bar on a terminal, a line every tenth otherwise (a log). */
function progressBar(out: NodeJS.WriteStream): ImportProgress {
  let lastTenth = -1
  return (done, total) => {
    const share = total ? done / total : 1
    if (out.isTTY) {
      const filled = Math.round(share * 30)
      out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${done}/${total}`)
      if (done >= total) out.write('\n')
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10)
      out.write(`Kemajuan: ${Math.round(share * 100)}%\n`)
    }
  }
}

/**
 * `npm run import:wordpress`: reads the export and the uploads folder, acts as an administrator
 * (the one named, or the first), prints the report and writes it as JSON. The dry run writes the
 * category mapping for the bank to complete; the import stops while a category is unmapped.
 * Answers the process's exit code.
 */
export async function runImportCommand(payload: Payload, argv: string[]): Promise<number> {
  let args
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        uploads: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        mapping: { type: 'string' },
        admin: { type: 'string' },
        report: { type: 'string' },
      },
    })
  } catch (error) {
    console.error((error as Error).message)
    console.error(USAGE)
    return 2
  }
  const [exportPath, ...rest] = args.positionals
  if (!exportPath || rest.length) {
    console.error(USAGE)
    return 2
  }
  const dir = path.dirname(path.resolve(exportPath))
  const mappingPath = path.resolve(args.values.mapping ?? path.join(dir, 'kategori-wordpress.json'))
  const reportPath = path.resolve(
    args.values.report ?? path.join(dir, 'laporan-impor-wordpress.json'),
  )
  const dryRun = args.values['dry-run'] ?? false

  const xml = await readFile(exportPath, 'utf8').catch(() => null)
  if (xml === null) {
    console.error(`Berkas ekspor tidak dapat dibaca: ${exportPath}`)
    return 1
  }
  let mapping: CategoryMapping | null = null
  const mappingText = await readFile(mappingPath, 'utf8').catch(() => null)
  if (mappingText !== null) {
    try {
      mapping = parseMapping(mappingText)
    } catch (error) {
      console.error(`${mappingPath}: ${(error as Error).message}`)
      return 1
    }
  } else if (!dryRun) {
    console.error(
      `Berkas pemetaan kategori belum ada (${mappingPath}). Jalankan dulu dengan --dry-run, ` +
        'lalu isi kategori untuk setiap kategori WordPress.',
    )
    return 1
  }
  const users = await payload.find({
    collection: 'users',
    where: args.values.admin ? { username: { equals: args.values.admin } } : {},
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = users.docs[0]
  if (!user) {
    console.error(
      args.values.admin
        ? `Administrator "${args.values.admin}" tidak ditemukan.`
        : 'Belum ada administrator: buat akun administrator terlebih dahulu.',
    )
    return 1
  }
  try {
    const { report, mapping: written } = await importWordpress(
      { payload, user },
      xml,
      args.values.uploads ? uploadsFolder(args.values.uploads) : noUploads,
      { dryRun, mapping, onProgress: progressBar(process.stderr) },
    )
    if (dryRun) {
      await writeFile(mappingPath, `${JSON.stringify(written, null, 2)}\n`)
      console.log(`Pemetaan kategori ditulis ke ${mappingPath}.`)
    }
    await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`)
    if (report.unmappedCategories.length) {
      console.error(
        'Kategori WordPress berikut belum dipetakan ke kategori berita: ' +
          report.unmappedCategories.map((c) => `${c.nama} (${c.slug})`).join(', ') +
          `. Isi "kategori" untuknya di ${mappingPath} (salah satu dari sembilan kategori).`,
      )
      if (!dryRun) return 1
    }
    for (const line of reportLines(report)) console.log(line)
    console.log(`Laporan ditulis ke ${reportPath}.`)
    return 0
  } catch (error) {
    if (error instanceof WxrError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}
