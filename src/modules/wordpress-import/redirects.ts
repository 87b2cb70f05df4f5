import { AppError } from '@/lib/errors'
import type { ServiceContext } from '@/lib/service-context'
import { createRedirect } from '@/modules/redirects/redirects.service'
import { REDIRECT_MESSAGES, normalizeFrom } from '@/modules/redirects/redirects.rules'

import type { ImportReport } from './report'

/** One old address and where it goes: a news item (by id) or a path. */
export type OldAddress = { dari: string; news?: number; ke?: string }

/**
 * The old addresses as redirects (301), through the redirects' own service, so their rules
 * (no loop, not from a page the site has) hold. One already there is left as it is: a second
 * run makes none again.
 */
export async function makeRedirects(
  ctx: ServiceContext,
  addresses: OldAddress[],
  report: ImportReport,
  options: { dryRun: boolean; step: () => void },
) {
  const seen = new Set<string>()
  for (const address of addresses) {
    options.step()
    const dari = normalizeFrom(address.dari)
    if (seen.has(dari)) continue
    seen.add(dari)
    const taken = await ctx.payload.count({
      collection: 'pengalihan',
      where: { dari: { equals: dari } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) {
      report.counts.pengalihan.sudahAda += 1
      continue
    }
    if (options.dryRun) {
      report.counts.pengalihan.dibuat += 1
      continue
    }
    try {
      await createRedirect(
        ctx,
        {
          dari,
          ke: address.ke ?? '',
          rekaman: address.news ? `news:${address.news}` : '',
          kode: '301',
        },
        'impor',
      )
      report.counts.pengalihan.dibuat += 1
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      if (error.message === REDIRECT_MESSAGES.terpakai) report.counts.pengalihan.sudahAda += 1
      else report.warnings.push(`Pengalihan dari ${dari} tidak dibuat: ${error.message}`)
    }
  }
}
