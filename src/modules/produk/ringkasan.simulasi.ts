import { z } from 'zod'

import {
  buildSchedule,
  MAX_ANNUAL_MARGIN,
  MAX_LOAN_AMOUNT,
  MAX_TENOR,
  type MarginType,
  type SimulationInput,
  type Summary,
  summarize,
} from '@/modules/simulator/simulator'
import { describeInput } from '@/modules/simulator/simulator.describe'
import { toSearchParams } from '@/modules/simulator/simulator.params'

import { type JenisProduk, RINGKASAN_MESSAGES as MSG, twoDecimals } from './ringkasan.rules'

/*
 * A pembiayaan summary's worked example: the values it is declared with, how they become the
 * simulator's input (/tabelsimulasi's own query and calculation), and the rules they follow,
 * whose limits are the simulator's.
 */

/** The simulator's methods as the summary stores them, lower case as its query writes them. */
export const METODE_SIMULASI = ['flat', 'efektif', 'anuitas'] as const
export type MetodeSimulasi = (typeof METODE_SIMULASI)[number]

/** Each method's name in the simulator, which is also its label. */
export const METODE_LABEL: Record<MetodeSimulasi, MarginType> = {
  flat: 'Flat',
  efektif: 'Efektif',
  anuitas: 'Anuitas',
}

const SIMULASI_KEYS = ['plafon', 'margin', 'tenor', 'metode'] as const
type SimulasiKey = (typeof SIMULASI_KEYS)[number]

/** Each value's rule; a value left out asks for the whole example. */
export const simulasiFieldSchemas = {
  plafon: z
    .number({ error: (issue) => (issue.input == null ? MSG.simulasiLengkap : MSG.simulasiPlafon) })
    .int(MSG.simulasiPlafon)
    .positive(MSG.simulasiPlafon)
    .max(MAX_LOAN_AMOUNT, MSG.simulasiPlafon)
    .meta({ description: 'Contoh plafon pembiayaan, rupiah' }),
  margin: z
    .number({ error: (issue) => (issue.input == null ? MSG.simulasiLengkap : MSG.simulasiMargin) })
    .min(0, MSG.simulasiMargin)
    .max(MAX_ANNUAL_MARGIN, MSG.simulasiMargin)
    .refine(twoDecimals, MSG.simulasiMargin)
    .meta({ description: 'Margin atau ekuivalen bagi hasil, % per tahun' }),
  tenor: z
    .number({ error: (issue) => (issue.input == null ? MSG.simulasiLengkap : MSG.simulasiTenor) })
    .int(MSG.simulasiTenor)
    .min(1, MSG.simulasiTenor)
    .max(MAX_TENOR, MSG.simulasiTenor)
    .meta({ description: 'Tenor, bulan' }),
  metode: z.enum(METODE_SIMULASI, {
    error: (issue) => (issue.input == null ? MSG.simulasiLengkap : MSG.simulasiMetode),
  }),
} satisfies Record<SimulasiKey, z.ZodType>

export const simulasiSchema = z.object(simulasiFieldSchemas, { error: MSG.format })
export type SimulasiDto = z.infer<typeof simulasiSchema>

/** How a summary without an example is stored: every value empty. */
export const EMPTY_SIMULASI = { plafon: null, margin: null, tenor: null, metode: null }

type Loose = Partial<Record<SimulasiKey, unknown>> | null | undefined

const isEmpty = (value: unknown) =>
  value == null || value === '' || (typeof value === 'number' && Number.isNaN(value))

/** An example with no value at all (the admin form's empty fields, or none stored). */
export const isSimulasiEmpty = (value: Loose) =>
  !value || SIMULASI_KEYS.every((k) => isEmpty(value[k]))

/**
 * One stored value's problem, as /cms writes it: none while the whole example is empty, else
 * only a pembiayaan takes one and each value follows its rule.
 */
export function simulasiFieldIssue(
  key: SimulasiKey,
  siblings: Loose,
  jenis: string | null | undefined,
): string | null {
  if (isSimulasiEmpty(siblings)) return null
  if (jenis !== 'pembiayaan') return MSG.simulasiPembiayaan
  const result = simulasiFieldSchemas[key].safeParse(siblings?.[key] ?? undefined)
  return result.success ? null : (result.error.issues[0]?.message ?? MSG.format)
}

/** The stored example as the API answers it: only a pembiayaan's, only a whole and valid one. */
export function simulasiDto(stored: Loose, jenis: JenisProduk): SimulasiDto | undefined {
  if (jenis !== 'pembiayaan' || isSimulasiEmpty(stored)) return undefined
  const result = simulasiSchema.safeParse(stored)
  return result.success ? result.data : undefined
}

/** The simulator's input for the example. */
export const simulasiInput = (simulasi: SimulasiDto): SimulationInput => ({
  loanAmount: simulasi.plafon,
  annualMargin: simulasi.margin,
  tenor: simulasi.tenor,
  marginType: METODE_LABEL[simulasi.metode],
})

/** 'Simulasikan': /tabelsimulasi with the example's inputs in the query it restores from. */
export const simulasiHref = (simulasi: SimulasiDto) =>
  `/tabelsimulasi?${toSearchParams(simulasiInput(simulasi))}`

/** What the worked example says of itself, on the page, the printable page and the PDF. */
export const CONTOH_CATATAN =
  'Dihitung dengan Simulasi Angsuran di situs ini. Hasil simulasi hanya perkiraan dan dapat berbeda dengan penawaran resmi dari bank.'

export type ContohSimulasi = { uraian: string; hasil: Summary; href: string }

/** The worked example: the simulator's own schedule for the example, summed up. */
export function contohSimulasi(simulasi: SimulasiDto): ContohSimulasi {
  const input = simulasiInput(simulasi)
  return {
    uraian: describeInput(input),
    hasil: summarize(buildSchedule(input)),
    href: simulasiHref(simulasi),
  }
}
