import { contentTypes } from '@/content-types'
import type { ServiceContext } from '@/lib/service-context'
import { firstRecords } from '@/modules/content/content.service'

import type { JenisLaporan } from './laporan.rules'

export const toLaporanDto = contentTypes.laporan.toDto

/** The `count` newest reports of one jenis, by report date. */
export const newestLaporan = (ctx: ServiceContext, jenis: JenisLaporan, count: number) =>
  firstRecords(ctx, 'laporan', count, ['-tanggal', '-createdAt', '-id'], {
    jenis: { equals: jenis },
  })
