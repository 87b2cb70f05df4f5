import { badRequest } from '@/lib/errors'
import { parseInput } from '@/lib/parse-input'
import { asCaller, type ServiceContext } from '@/lib/service-context'
import { expireContent } from '@/modules/content/content-cache'
import { firstRecords } from '@/modules/content/content.service'

import {
  BAGI_HASIL_MESSAGES as M,
  BATAS_TANGGAL_ISI,
  isBulan,
  RIWAYAT_BULAN,
  RINGKASAN_MAKS_BULAN,
  shiftBulan,
  wibMonth,
} from './bagi-hasil.rules'
import { bagiHasilMonthSchema } from './bagi-hasil.schema'

/** The rates of one product and tenor: the current nisbah and the realised rate of each month. */
export type TenorRatesDto = {
  tenor: number
  nisbahNasabah: number
  nisbahBank: number
  /** The month the nisbah above was last entered for. */
  berlakuBulan: string
  riwayat: { bulan: string; ekuivalen: number }[]
}

/** GET /api/tingkat-bagi-hasil and /tingkat-bagi-hasil: the last months, newest month last. */
export type TingkatBagiHasilDto = {
  bulan: string[]
  produk: { _id: string; slug: string; judul: string; tenor: TenorRatesDto[] }[]
}

/** A month as the admin screen edits it: its rows, or the month before's to start from. */
export type BagiHasilMonthDto = {
  bulan: string
  tersimpan: boolean
  produk: { _id: string; judul: string }[]
  baris: {
    produk: string
    tenor: number
    nisbahNasabah: number
    nisbahBank: number
    ekuivalen: number | null
  }[]
}

const PRODUK_MAX = 200
const ROWS_MAX = 5000

/** The products whose return is a profit share: simpanan under a mudharabah contract. */
export const mudharabahSimpanan = (ctx: ServiceContext) =>
  firstRecords(ctx, 'produk', PRODUK_MAX, ['judul', 'id'], {
    and: [
      { 'ringkasan.jenis': { equals: 'simpanan' } },
      { 'ringkasan.akad': { equals: 'mudharabah' } },
    ],
  })

type StoredRow = {
  id: number
  produk: number | { id: number }
  tenor: number
  bulan: string
  nisbahNasabah: number
  nisbahBank: number
  ekuivalen: number
}
const produkId = (row: StoredRow) =>
  String(typeof row.produk === 'object' ? row.produk.id : row.produk)

async function findRows(ctx: ServiceContext, where: object, sort = 'bulan'): Promise<StoredRow[]> {
  const { docs } = await ctx.payload.find({
    collection: 'bagi-hasil',
    where: where as never,
    sort: [sort, 'tenor'],
    pagination: false,
    limit: ROWS_MAX,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs as StoredRow[]
}

async function latestBulan(ctx: ServiceContext, before?: string): Promise<string | null> {
  const { docs } = await ctx.payload.find({
    collection: 'bagi-hasil',
    where: before ? { bulan: { less_than: before } } : {},
    sort: '-bulan',
    limit: 1,
    depth: 0,
    ...asCaller(ctx),
  })
  return docs[0]?.bulan ?? null
}

/** The current nisbah of each product and tenor and the last twelve months entered. */
export async function getTingkatBagiHasil(ctx: ServiceContext): Promise<TingkatBagiHasilDto> {
  const [produk, latest] = await Promise.all([mudharabahSimpanan(ctx), latestBulan(ctx)])
  if (!latest) return { bulan: [], produk: [] }
  const first = shiftBulan(latest, 1 - RIWAYAT_BULAN)
  const rows = await findRows(ctx, { bulan: { greater_than_equal: first } })
  const bulan = [...new Set(rows.map((r) => r.bulan))].sort()
  return {
    bulan,
    produk: produk.flatMap((p) => {
      const own = rows.filter((r) => produkId(r) === p._id)
      const tenors = [...new Set(own.map((r) => r.tenor))].sort((a, b) => a - b)
      if (tenors.length === 0) return []
      return [
        {
          _id: p._id,
          slug: p.slug,
          judul: p.judul,
          tenor: tenors.map((tenor) => {
            const series = own.filter((r) => r.tenor === tenor)
            const last = series[series.length - 1]
            return {
              tenor,
              nisbahNasabah: last.nisbahNasabah,
              nisbahBank: last.nisbahBank,
              berlakuBulan: last.bulan,
              riwayat: series.map((r) => ({ bulan: r.bulan, ekuivalen: r.ekuivalen })),
            }
          }),
        },
      ]
    }),
  }
}

/** One month for the admin screen; a month not entered yet starts from the month before's rows. */
export async function getBagiHasilMonth(
  ctx: ServiceContext,
  bulan: string,
): Promise<BagiHasilMonthDto> {
  if (!isBulan(bulan)) throw badRequest(M.bulan)
  const produk = (await mudharabahSimpanan(ctx)).map((p) => ({ _id: p._id, judul: p.judul }))
  const own = await findRows(ctx, { bulan: { equals: bulan } })
  const previous = own.length ? null : await latestBulan(ctx, bulan)
  const rows = own.length
    ? own
    : previous
      ? await findRows(ctx, { bulan: { equals: previous } })
      : []
  return {
    bulan,
    tersimpan: own.length > 0,
    produk,
    baris: rows.map((r) => ({
      produk: produkId(r),
      tenor: r.tenor,
      nisbahNasabah: r.nisbahNasabah,
      nisbahBank: r.nisbahBank,
      ekuivalen: own.length ? r.ekuivalen : null,
    })),
  }
}

/**
 * Saves one month whole: its rows replace what the month held; other months, the history, stay.
 * Every row is judged before anything is written, and the writes share one transaction.
 */
export async function saveBagiHasilMonth(
  ctx: ServiceContext,
  input: unknown,
  now = new Date(),
): Promise<BagiHasilMonthDto> {
  const data = parseInput(bagiHasilMonthSchema, input)
  if (data.bulan > wibMonth(now).bulan) throw badRequest(M.bulanDepan)
  const allowed = new Set((await mudharabahSimpanan(ctx)).map((p) => p._id))
  if (data.baris.some((row) => !allowed.has(row.produk))) throw badRequest(M.produk)

  const existing = await findRows(ctx, { bulan: { equals: data.bulan } })
  const key = (produk: string, tenor: number) => `${produk}:${tenor}`
  const byKey = new Map(existing.map((row) => [key(produkId(row), row.tenor), row]))
  const kept = new Set(data.baris.map((row) => key(row.produk, row.tenor)))
  const transactionID = (await ctx.payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  try {
    for (const row of existing) {
      if (kept.has(key(produkId(row), row.tenor))) continue
      await ctx.payload.delete({ collection: 'bagi-hasil', id: row.id, req, ...asCaller(ctx) })
    }
    for (const row of data.baris) {
      const values = { ...row, produk: Number(row.produk), bulan: data.bulan }
      const stored = byKey.get(key(row.produk, row.tenor))
      if (stored) {
        await ctx.payload.update({
          collection: 'bagi-hasil',
          id: stored.id,
          data: values,
          req,
          ...asCaller(ctx),
        })
      } else {
        await ctx.payload.create({ collection: 'bagi-hasil', data: values, req, ...asCaller(ctx) })
      }
    }
    if (transactionID !== undefined) await ctx.payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await ctx.payload.db.rollbackTransaction(transactionID)
    throw error
  }
  // The rates show on the products' pages and the rates page, which the products' tag expires.
  await expireContent('produk')
  return getBagiHasilMonth(ctx, data.bulan)
}

/** What the dashboard asks of the administrator about the disclosures. */
export type DisclosureReminders = {
  /** Last month, when its rates are still missing after the 10th (WIB). */
  bulanBelumDiisi: string | null
  /** Products whose summary's 'Berlaku per' is more than a year old. */
  ringkasanLama: { _id: string; judul: string; berlakuPer: string }[]
}

export async function disclosureReminders(
  ctx: ServiceContext,
  now = new Date(),
): Promise<DisclosureReminders> {
  const { bulan, hari } = wibMonth(now)
  const lastMonth = shiftBulan(bulan, -1)
  const [produk, summaries, entered] = await Promise.all([
    mudharabahSimpanan(ctx),
    firstRecords(ctx, 'produk', PRODUK_MAX, ['judul', 'id'], {
      'ringkasan.jenis': { exists: true },
    }),
    hari > BATAS_TANGGAL_ISI ? findRows(ctx, { bulan: { equals: lastMonth } }) : [],
  ])
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RINGKASAN_MAKS_BULAN)
  const limit = cutoff.toISOString().slice(0, 10)
  return {
    bulanBelumDiisi:
      hari > BATAS_TANGGAL_ISI && produk.length > 0 && entered.length === 0 ? lastMonth : null,
    ringkasanLama: summaries.flatMap((p) =>
      p.ringkasan && p.ringkasan.berlakuPer < limit
        ? [{ _id: p._id, judul: p.judul, berlakuPer: p.ringkasan.berlakuPer }]
        : [],
    ),
  }
}
