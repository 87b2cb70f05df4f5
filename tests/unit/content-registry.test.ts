import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/content-collection'
import { Aktivitas } from '@/collections/aktivitas'
import { allContentTypes } from '@/content-types'
import { customColumns, customFields } from '@/modules/content/admin/custom-parts'
import { ITEM_PREFIXES, PUBLIC_ROUTES, SITEMAP_PAGES } from '@/lib/routes'
import { OBJEK_AKTIVITAS } from '@/modules/aktivitas/aktivitas.rules'
import { KIND_LABEL } from '@/modules/search/search.types'
import { UPLOAD_RULES } from '@/modules/storage/prepare-upload'
import robots from '@/app/robots'

const root = process.cwd()
const exists = (file: string) => {
  try {
    readFileSync(path.join(root, file))
    return true
  } catch {
    return false
  }
}
const migrations = (adapter: string) =>
  readdirSync(path.join(root, 'src/migrations', adapter))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => readFileSync(path.join(root, 'src/migrations', adapter, name), 'utf8'))
    .join('\n')

/** Walks the registry: every surface that lists content types must list each one. */
describe.each(allContentTypes().map((type) => [type.slug, type] as const))(
  'type %s',
  (slug, type) => {
    it('has its collection, upload rule, search label and audit name', () => {
      expect(contentCollections().map((c) => c.slug)).toContain(slug)
      expect(UPLOAD_RULES).toHaveProperty(slug)
      expect(KIND_LABEL).toHaveProperty(slug, type.search.label)
      expect(OBJEK_AKTIVITAS).toHaveProperty(slug, type.audit)
      const objek = Aktivitas.fields.find((f) => 'name' in f && f.name === 'objek')
      expect(objek && 'options' in objek ? objek.options : []).toContain(slug)
    })

    it('has its files open to robots, and its public pages in the route table and sitemap', () => {
      expect(JSON.stringify(robots().rules)).toContain(`/cms-api/${slug}/file/`)
      if (!type.public) return
      expect(PUBLIC_ROUTES).toContainEqual(type.public.list)
      if (type.public.list.sitemap)
        expect(SITEMAP_PAGES.map((p) => p.path)).toContain(type.public.list.path)
      if (type.public.itemPrefix)
        expect(ITEM_PREFIXES).toContainEqual({ prefix: type.public.itemPrefix, type: slug })
    })

    it('has its screens from the generic ones, its API and pages: built by the registry, or its own', () => {
      expect(existsSync(path.join(root, `src/app/(frontend)/admin/(panel)/${slug}`))).toBe(false)
      for (const column of type.admin.table.columns) {
        if (column.kind === 'custom') expect(Object.keys(customColumns)).toContain(column.name)
      }
      const fields = type.admin.form.fields ?? type.form?.fields ?? []
      expect(fields.length).toBeGreaterThan(0)
      for (const field of fields) {
        if (field.kind === 'custom') expect(Object.keys(customFields)).toContain(field.name)
      }
      if (!type.form) expect(exists(`src/app/api/${slug}/route.ts`)).toBe(true)
      if (type.public && !type.public.view) {
        expect(exists(`src/app/(frontend)/[keptQuery]${type.public.list.path}/page.tsx`)).toBe(true)
      }
    })

    it("names its record pages' 404: what the visitor reads and the link back to its list", () => {
      if (!type.public?.itemPrefix) return
      expect(type.public.notFound?.message).toMatch(/\S/)
      expect(type.public.notFound?.back).toMatch(/\S/)
    })

    it("has the title search's indexes on both databases", () => {
      expect(migrations('sqlite')).toContain(`CREATE INDEX \\\`${slug}_judul_search_idx\\\``)
      expect(migrations('postgres')).toContain(`CREATE INDEX "${slug}_judul_trgm_idx"`)
    })
  },
)

/** Every public page.tsx as a URL pattern, from its folder under the cache segment. */
function publicPagePatterns(
  dir = path.join(root, 'src/app/(frontend)/[keptQuery]'),
  url = '',
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [url || '/'] : []
    if (entry.name.startsWith('_')) return []
    const segment = /^\[.+\]$/.test(entry.name) ? ':param' : entry.name
    return publicPagePatterns(path.join(dir, entry.name), `${url}/${segment}`)
  })
}

describe('the route table', () => {
  const paths = [
    ...PUBLIC_ROUTES.map((r) => r.path),
    ...ITEM_PREFIXES.map(({ prefix }) => `${prefix}x`),
  ]
  it('names every public page.tsx (the not-found page aside)', () => {
    for (const pattern of publicPagePatterns()) {
      if (pattern === '/tidak-ditemukan') continue
      const regex = new RegExp(`^${pattern.replace(/:param/g, '[^/]+')}$`)
      expect(
        paths.some((p) => regex.test(p)),
        `${pattern} is missing from lib/routes.ts`,
      ).toBe(true)
    }
  })
})

describe('the dashboard', () => {
  it("shows SPEC's three cards, in SPEC's order; a type may stay off it", () => {
    const cards = allContentTypes().flatMap(({ admin }) =>
      admin.dashboard ? [admin.dashboard.card.title] : [],
    )
    expect(cards).toEqual(['Total Laporan', 'Total News', 'Total Produk'])
  })
})
