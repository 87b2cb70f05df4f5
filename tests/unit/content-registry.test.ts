import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentCollections } from '@/collections/content-collection'
import { Aktivitas } from '@/collections/aktivitas'
import { allContentTypes, FILE_TYPE_SLUGS, isServedType, PUBLIC_TYPE_SLUGS } from '@/content-types'
import { hasGenericScreens } from '@/content-types/definition'
import { customColumns, customFields } from '@/modules/content/admin/custom-parts'
import { ITEM_PREFIXES, PUBLIC_ROUTES, SITEMAP_PAGES } from '@/modules/site/routes'
import { OBJEK_AKTIVITAS } from '@/modules/aktivitas/aktivitas.rules'
import { KIND_LABEL } from '@/modules/search/search.types'
import { UPLOAD_COLLECTIONS } from '@/modules/storage/file-store'
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
      if (type.upload) expect(UPLOAD_RULES).toHaveProperty(slug)
      if (type.search) expect(KIND_LABEL).toHaveProperty(slug, type.search.label)
      expect(OBJEK_AKTIVITAS).toHaveProperty(slug, type.audit)
      const objek = Aktivitas.fields.find((f) => 'name' in f && f.name === 'objek')
      expect(objek && 'options' in objek ? objek.options : []).toContain(slug)
    })

    it('has its files open to robots, and its public pages in the route table and sitemap', () => {
      if (!type.public) return
      if (type.upload) expect(JSON.stringify(robots().rules)).toContain(`/cms-api/${slug}/file/`)
      expect(PUBLIC_ROUTES).toContainEqual(type.public.list)
      if (type.public.list.sitemap)
        expect(SITEMAP_PAGES.map((p) => p.path)).toContain(type.public.list.path)
      if (type.public.itemPrefix)
        expect(ITEM_PREFIXES).toContainEqual(
          expect.objectContaining({ prefix: type.public.itemPrefix, type: slug }),
        )
    })

    it('has its screens from the generic ones (or its own), its API and pages', () => {
      if (!hasGenericScreens(type.admin)) {
        expect(exists(`src/app/(frontend)/admin/(panel)/${slug}/page.tsx`)).toBe(true)
        // A never-public type has no API: /api/<slug> is the registry's, which refuses it.
        expect(exists(`src/app/api/${slug}/route.ts`)).toBe(false)
        expect(isServedType(type)).toBe(false)
        return
      }
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
      if (!type.collection.fields.some((f) => 'name' in f && f.name === 'judul')) return
      expect(migrations('sqlite')).toContain(`CREATE INDEX \\\`${slug}_judul_search_idx\\\``)
      expect(migrations('postgres')).toContain(`CREATE INDEX "${slug}_judul_trgm_idx"`)
    })
  },
)

/** A type without `public` (pengajuan: personal data) reaches no public surface. */
describe.each(
  allContentTypes()
    .filter((type) => !type.public)
    .map((type) => [type.slug, type] as const),
)('never-public type %s', (slug, type) => {
  const collection = contentCollections().find((c) => c.slug === slug)!
  const visitor = { req: { user: null } } as never
  const admin = { req: { user: { id: 1, collection: 'users' } } } as never

  const officer = {
    req: { user: { id: 2, collection: 'users', petugasWhistleblowing: true } },
  } as never

  it('is read by administrators only (whistleblowing: by officers only), and created by no caller', async () => {
    expect(await collection.access!.read!(visitor)).toBe(false)
    if (type.readableBy) {
      for (const what of ['read', 'update', 'delete', 'readVersions'] as const) {
        expect(await collection.access![what]!(admin)).toBe(false)
        expect(await collection.access![what]!(officer)).toBe(true)
      }
    } else expect(await collection.access!.read!(admin)).toBe(true)
    if (type.createdBy === 'site') expect(await collection.access!.create!(admin)).toBe(false)
  })

  it('is served by /api/<slug> only with a form (to administrators), and has no public pages or sitemap entry', () => {
    // media has a form: /api/media answers administrators only (content.routes.ts).
    expect(isServedType(type)).toBe(Boolean(type.form))
    expect(PUBLIC_TYPE_SLUGS).not.toContain(slug)
    expect(ITEM_PREFIXES.map((p) => p.type)).not.toContain(slug)
    expect(PUBLIC_ROUTES.map((r) => r.path)).not.toContain(`/${slug}`)
    expect(SITEMAP_PAGES.map((p) => p.path)).not.toContain(`/${slug}`)
  })

  it('is never in the site search nor re-indexed; expired from the caches only when pages show its files', () => {
    expect(type.search).toBeUndefined()
    expect(KIND_LABEL).not.toHaveProperty(slug)
    // The audit trail's hooks (and a file type's upload hook after a change), and the expiry of
    // its tag when pages show its files (media in a body), a case register's removal of its
    // attachments after a delete (case-intake/case-delete.ts): no search row.
    const expiry = type.filesPublic ? 1 : 0
    const caseFiles = type.finishedOnlyDelete ? 1 : 0
    expect(collection.hooks?.afterChange).toHaveLength((type.upload ? 2 : 1) + expiry)
    expect(collection.hooks?.afterDelete).toHaveLength(1 + expiry + caseFiles)
  })

  it('has no files: no upload rule, store, S3 entry or robots line', () => {
    if (type.upload) return
    expect(collection.upload).toBeUndefined()
    expect(UPLOAD_RULES).not.toHaveProperty(slug)
    expect(UPLOAD_COLLECTIONS).not.toContain(slug)
    expect(FILE_TYPE_SLUGS).not.toContain(slug)
    expect(JSON.stringify(robots().rules)).not.toContain(`/cms-api/${slug}/`)
  })
})

it('the registry has a never-public type (pengajuan), so the walk above is not empty', () => {
  expect(allContentTypes().some((type) => !type.public)).toBe(true)
})

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
    ...ITEM_PREFIXES.flatMap(({ prefix, pages }) => [
      `${prefix}x`,
      ...pages.map((page) => `${prefix}x/${page}`),
    ]),
  ]
  it('names every public page.tsx (the not-found page aside)', () => {
    for (const pattern of publicPagePatterns()) {
      if (pattern === '/tidak-ditemukan') continue
      const regex = new RegExp(`^${pattern.replace(/:param/g, '[^/]+')}$`)
      expect(
        paths.some((p) => regex.test(p)),
        `${pattern} is missing from modules/site/routes.ts`,
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
