import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'

import { renderDocsPage } from '@/modules/api-docs/docs-page'
import { buildOpenApiDocument } from '@/modules/api-docs/openapi'

const doc = buildOpenApiDocument() as {
  paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>
  components: { schemas: Record<string, { required?: string[]; properties: object }> }
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('takes each form field and its limits from the schemas the handlers parse with', () => {
    const form = doc.components.schemas.LaporanCreateForm
    // With the publication fields every public type's write takes (issue 29), all optional.
    expect(Object.keys(form.properties).sort()).toEqual([
      'draf',
      'file',
      'jenis',
      'judul',
      'tanggal',
      'tarikPada',
      'terbitPada',
    ])
    // jenis falls back to Transparansi, so it may be left out; the file may not.
    expect(form.required?.sort()).toEqual(['file', 'judul', 'tanggal'])
    expect(form.properties).toMatchObject({
      judul: { maxLength: 200 },
      jenis: { enum: ['Transparansi', 'Publikasi', 'Tahunan'] },
      file: { format: 'binary', contentMediaType: 'application/pdf', maxLength: 2 * 1024 * 1024 },
    })
    expect(doc.components.schemas.LaporanUpdateForm.required).not.toContain('file')
    expect(doc.components.schemas.NewsCreateForm.required).not.toContain('kutipan')
    expect(doc.components.schemas.ProdukForm.properties).toMatchObject({
      keunggulan: { contentMediaType: 'application/json', contentSchema: { maxItems: 6 } },
    })
  })

  it("documents the promo period's formats: a date, a WIB date and time, or ISO 8601", () => {
    const { mulai, selesai } = doc.components.schemas.PromoForm.properties as Record<
      string,
      { pattern: string; examples: string[]; description: string }
    >
    expect(mulai.examples).toEqual(['2026-12-01', '2026-12-01T08:00', '2026-12-01T08:00:00+07:00'])
    expect(selesai.examples[0]).toBe('2026-12-31')
    expect(mulai.description).toMatch(/YYYY-MM-DD: its start, 00:00 WIB/)
    expect(selesai.description).toMatch(/YYYY-MM-DD: its end, 23:59:59\.999 WIB/)
    for (const field of [mulai, selesai]) {
      const pattern = new RegExp(field.pattern)
      for (const example of field.examples) expect(example).toMatch(pattern)
      expect('01-12-2026').not.toMatch(pattern)
      expect('2026-12-01 08:00').not.toMatch(pattern)
    }
  })

  it('shows the examples on the reference page', () => {
    expect(renderDocsPage(buildOpenApiDocument())).toContain('e.g. <code>2026-12-01</code>')
  })

  it('names the status codes each kind of call can answer', () => {
    const codes = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses).sort()
    expect(codes('/api/laporan', 'post')).toEqual(['201', '400', '401', '403', '413', '500', '503'])
    expect(codes('/api/auth/login', 'post')).toContain('429')
    expect(codes('/api/produk/{id}', 'put')).toContain('404')
    expect(codes('/api/news', 'get')).toEqual(['200', '304', '400', '500', '503'])
  })
})

describe('the reference page', () => {
  const html = renderDocsPage(buildOpenApiDocument())

  it('lists every call and every schema, and loads nothing from elsewhere', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((k) => k !== 'parameters')) {
        expect(html).toContain(`id="${method}-${path}"`)
      }
    }
    for (const name of Object.keys(doc.components.schemas)) {
      expect(html).toContain(`id="schema-${name}"`)
    }
    expect(html).not.toMatch(/<script|<link|src="http/i)
  })
})
