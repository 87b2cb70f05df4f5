import { describe, expect, it } from 'vitest'

import { promo } from '@/content-types/promo'
import { schemaFromFields } from '@/content-types/form-fields'

const form = promo.form!
const schema = schemaFromFields(form.fields)
const MESSAGE =
  'Tanggal periode tidak valid. Gunakan format YYYY-MM-DD, YYYY-MM-DDTHH:mm (WIB) atau ISO 8601 dengan zona waktu.'
const input = (mulai: string, selesai: string) => ({
  judul: 'Promo Akhir Tahun',
  mulai,
  selesai,
  ringkasan: 'Ringkasan.',
  isi: 'Isi.',
})
const messages = (result: ReturnType<typeof schema.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message)

describe("promo's period, as the API and the admin form parse it", () => {
  it('reads a bare date as the start (mulai) or the end (selesai) of that day in WIB', () => {
    const result = schema.safeParse(input('2026-12-01', '2026-12-31'))
    expect(result.success && result.data).toMatchObject({
      mulai: '2026-11-30T17:00:00.000Z',
      selesai: '2026-12-31T16:59:59.999Z',
    })
  })

  it("still reads the admin form's datetime-local values in WIB", () => {
    const result = schema.safeParse(input('2026-12-01T08:00', '2026-12-01T17:30'))
    expect(result.success && result.data).toMatchObject({
      mulai: '2026-12-01T01:00:00.000Z',
      selesai: '2026-12-01T10:30:00.000Z',
    })
  })

  it('a one-day promo given as dates runs the whole day', () => {
    const result = schema.safeParse(input('2026-12-01', '2026-12-01'))
    expect(result.success).toBe(true)
    expect(form.check?.(result.success ? result.data : {})).toBeNull()
  })

  it('refuses anything else with a message that names the formats', () => {
    expect(messages(schema.safeParse(input('01-12-2026', '2026-12-31')))).toEqual([MESSAGE])
    expect(messages(schema.safeParse(input('2026-12-01', '2026-02-30')))).toEqual([MESSAGE])
    expect(MESSAGE.startsWith('Tanggal periode tidak valid.')).toBe(true)
  })
})
