import { describe, expect, it } from 'vitest'

import { formatRupiah } from '@/lib/format'
import { withFormSimulasi, ringkasanFormValue } from '@/modules/produk/admin/ringkasan-fields'
import type { ProdukDto, RingkasanDto } from '@/modules/produk/produk.types'
import { ringkasanPdf } from '@/modules/produk/ringkasan.pdf'
import { RINGKASAN_MESSAGES as MSG } from '@/modules/produk/ringkasan.rules'
import { ringkasanSchema } from '@/modules/produk/ringkasan.schema'
import {
  contohSimulasi,
  simulasiDto,
  simulasiFieldIssue,
  simulasiHref,
  simulasiInput,
} from '@/modules/produk/ringkasan.simulasi'
import { buildSchedule, summarize, validateInput } from '@/modules/simulator/simulator'
import { fromSearchParams } from '@/modules/simulator/simulator.params'
import { produkSeed } from '@/seed/data/produk'
import { ringkasanSeed } from '@/seed/data/produk-ringkasan'

import { pdfPageTexts } from '../helpers/pdf-text'

const murabahah = { plafon: 50_000_000, margin: 12, tenor: 36, metode: 'flat' } as const

const query = (href: string) => new URLSearchParams(href.split('?')[1])

describe('a summary’s example as the simulator’s input', () => {
  it.each([
    ['flat', 'Flat'],
    ['efektif', 'Efektif'],
    ['anuitas', 'Anuitas'],
  ] as const)('maps %s to the simulator’s %s', (metode, marginType) => {
    expect(simulasiInput({ ...murabahah, metode })).toEqual({
      loanAmount: 50_000_000,
      annualMargin: 12,
      tenor: 36,
      marginType,
    })
  })

  it('links /tabelsimulasi with the query the simulator restores the same input from', () => {
    const example = { plafon: 150_000_000, margin: 13.5, tenor: 36, metode: 'efektif' } as const
    const href = simulasiHref(example)
    expect(href).toBe('/tabelsimulasi?jumlah=150000000&margin=13.5&tenor=36&jenis=efektif')
    expect(fromSearchParams(query(href))).toEqual(simulasiInput(example))
  })

  it('works the example out with the simulator’s own schedule', () => {
    const contoh = contohSimulasi(murabahah)
    expect(contoh.uraian).toBe(
      `Pembiayaan ${formatRupiah(50_000_000)}, margin Flat 12% per tahun, tenor 36 bulan.`,
    )
    expect(contoh.hasil).toEqual(summarize(buildSchedule(simulasiInput(murabahah))))
    // SPEC's Flat: 50,000,000 / 36 principal and 50,000,000 × 1 % margin each month.
    expect(contoh.hasil.firstPayment).toBe(1_388_889 + 500_000)
    expect(contoh.hasil.margin).toBe(18_000_000)
    expect(contoh.hasil.principal).toBe(50_000_000)
  })
})

describe('the example in the API’s answer', () => {
  it('is a pembiayaan’s whole and valid example only', () => {
    expect(simulasiDto(murabahah, 'pembiayaan')).toEqual(murabahah)
    expect(simulasiDto(murabahah, 'simpanan')).toBeUndefined()
    expect(simulasiDto({ ...murabahah, tenor: null }, 'pembiayaan')).toBeUndefined()
    expect(simulasiDto({ ...murabahah, margin: 101 }, 'pembiayaan')).toBeUndefined()
    expect(
      simulasiDto({ plafon: null, margin: null, tenor: null, metode: null }, 'pembiayaan'),
    ).toBeUndefined()
  })
})

const ringkasan = {
  jenis: 'pembiayaan',
  akad: 'murabahah',
  biaya: [],
  berlakuPer: '2026-11-01',
  simulasi: murabahah,
}
const refusal = (change: object) =>
  ringkasanSchema.safeParse({ ...ringkasan, ...change }).error?.issues.map((i) => i.message)

describe('the example’s rules', () => {
  it('takes a whole example, or none', () => {
    expect(ringkasanSchema.parse(ringkasan).simulasi).toEqual(murabahah)
    expect(ringkasanSchema.parse({ ...ringkasan, simulasi: null }).simulasi).toBeNull()
    expect(ringkasanSchema.parse({ ...ringkasan, simulasi: undefined }).simulasi).toBeNull()
  })

  it.each([
    ['on a simpanan', { jenis: 'simpanan', akad: 'wadiah' }, MSG.simulasiPembiayaan],
    ['without a tenor', { simulasi: { ...murabahah, tenor: undefined } }, MSG.simulasiLengkap],
    ['a plafon of 0', { simulasi: { ...murabahah, plafon: 0 } }, MSG.simulasiPlafon],
    ['a plafon of 16 digits', { simulasi: { ...murabahah, plafon: 1e15 } }, MSG.simulasiPlafon],
    [
      'a margin of three decimals',
      { simulasi: { ...murabahah, margin: 12.345 } },
      MSG.simulasiMargin,
    ],
    ['a margin over 100', { simulasi: { ...murabahah, margin: 100.5 } }, MSG.simulasiMargin],
    ['a tenor over 600', { simulasi: { ...murabahah, tenor: 601 } }, MSG.simulasiTenor],
    ['a tenor in part months', { simulasi: { ...murabahah, tenor: 1.5 } }, MSG.simulasiTenor],
    ['an unknown method', { simulasi: { ...murabahah, metode: 'bunga' } }, MSG.simulasiMetode],
  ])('refuses an example %s with its own message', (_, change, message) => {
    expect(refusal(change)).toEqual([message])
  })

  it('judges a stored value as /cms writes it by the same rules', () => {
    expect(simulasiFieldIssue('tenor', { ...murabahah, tenor: 601 }, 'pembiayaan')).toBe(
      MSG.simulasiTenor,
    )
    expect(simulasiFieldIssue('tenor', { ...murabahah, tenor: null }, 'pembiayaan')).toBe(
      MSG.simulasiLengkap,
    )
    expect(simulasiFieldIssue('plafon', murabahah, 'simpanan')).toBe(MSG.simulasiPembiayaan)
    expect(simulasiFieldIssue('plafon', murabahah, 'pembiayaan')).toBeNull()
    expect(simulasiFieldIssue('plafon', { plafon: null, metode: '' }, 'simpanan')).toBeNull()
  })

  it('is sent by the admin form only for a pembiayaan with a value filled in', () => {
    const empty = ringkasanFormValue(null)
    expect(withFormSimulasi({ ...empty, jenis: 'pembiayaan' }).simulasi).toBeNull()
    const filled = { ...empty, jenis: 'pembiayaan', simulasi: { ...murabahah } }
    expect(withFormSimulasi(filled).simulasi).toEqual(murabahah)
    expect(withFormSimulasi({ ...filled, jenis: 'simpanan' }).simulasi).toBeNull()
    const stored = ringkasanSchema.parse(ringkasan) as RingkasanDto
    expect(ringkasanFormValue(stored).simulasi).toEqual(murabahah)
  })
})

describe('the demo pembiayaan products', () => {
  const pembiayaan = produkSeed.filter((p) => ringkasanSeed[p.key].jenis === 'pembiayaan')

  it('carry examples the simulator can compute, gadai emas (paid at the end) excepted', () => {
    for (const { key } of pembiayaan) {
      const { simulasi } = ringkasanSchema.parse(ringkasanSeed[key])
      if (key === 'gadai-emas') {
        expect(simulasi).toBeNull()
        continue
      }
      expect(simulasi, key).not.toBeNull()
      expect(validateInput(simulasiInput(simulasi!)), key).toBeNull()
    }
    expect(pembiayaan.length).toBeGreaterThan(5)
  })

  it('show the worked example and the simulator’s address in the PDF', async () => {
    const { judul } = produkSeed.find((p) => p.key === 'pembiayaan-murabahah')!
    const parsed = ringkasanSchema.parse(ringkasanSeed['pembiayaan-murabahah']) as RingkasanDto
    const produk = { judul, slug: 'pembiayaan-murabahah', ringkasan: parsed } as ProdukDto & {
      ringkasan: RingkasanDto
    }
    const bank = { namaBank: 'BPRS Uji', alamat: 'Jl. Uji', telepon: '1', email: 'a@b.c' }
    const pages = await pdfPageTexts(await ringkasanPdf(produk, { ...bank, pernyataanLps: '' }))
    const text = pages.join(' ').replace(/\s+/g, ' ')
    const contoh = contohSimulasi(parsed.simulasi!)
    expect(text).toContain('Contoh Simulasi Angsuran')
    expect(text).toContain('Angsuran bulan pertama')
    expect(text.replace(/\u00a0/g, ' ')).toContain(
      formatRupiah(contoh.hasil.firstPayment).replace(/\u00a0/g, ' '),
    )
    expect(text).toContain('/tabelsimulasi?jumlah=50000000&margin=12&tenor=36&jenis=flat')
  })
})
