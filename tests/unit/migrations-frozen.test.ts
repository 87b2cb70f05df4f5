import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * A migration is a frozen snapshot (STYLE 2a, issue 28): it runs on a database as it was when it
 * was written, long after the application has changed, so it may use SQL, Payload's migration
 * API and npm packages the site ships with, never the application's own code. Code it needs
 * (the search index's stemming) is copied under src/migrations/ as it was at the time.
 */

const root = path.resolve(import.meta.dirname, '../..')
const migrationsDir = path.join(root, 'src/migrations')
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

const CODE = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/

/** Every module a source names: imports, re-exports, dynamic imports and requires. */
function specifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]))
}

/** The npm package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Why `specifier`, imported by `file`, is not allowed in a migration; null when it is. */
function refusal(file: string, specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(file), specifier)
    return target === migrationsDir || target.startsWith(`${migrationsDir}${path.sep}`)
      ? null
      : 'a file outside src/migrations'
  }
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return null
  // Aliases of the application (`@/…`, `@payload-config`) are not npm packages.
  if (specifier.startsWith('@/') || !/^(@[^/]+\/)?[^@/]/.test(specifier)) {
    return 'application code'
  }
  return packageOf(specifier) in dependencies
    ? null
    : 'not a package the site depends on (package.json dependencies)'
}

const files = filesUnder(migrationsDir).filter((file) => CODE.test(file))

describe('migrations', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('import nothing but npm packages and files under src/migrations', () => {
    const refused = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = refusal(file, specifier)
        return why ? [`${path.relative(root, file)}: '${specifier}' is ${why}`] : []
      }),
    )
    expect(refused).toEqual([])
  })
})

describe('the check itself', () => {
  const file = path.join(migrationsDir, 'sqlite/20990101_000000_example.ts')
  const refusedIn = (source: string) =>
    specifiers(source).filter((specifier) => refusal(file, specifier) !== null)

  it('refuses application code however it is reached', () => {
    expect(
      refusedIn(`
        import { buildSearchIndex } from '@/modules/search/search.index'
        import type { News } from '../../payload-types'
        export { Laporan } from '../../collections/laporan'
        import '../../seed/on-init'
        const config = await import('@payload-config')
        const rules = require('../../modules/news/news.rules')
        import {
          produkDoc,
        } from "../../modules/search/search.documents"
      `),
    ).toEqual([
      '@/modules/search/search.index',
      '../../payload-types',
      '../../collections/laporan',
      '../../modules/search/search.documents',
      '../../seed/on-init',
      '@payload-config',
      '../../modules/news/news.rules',
    ])
  })

  it('allows npm packages, Node and the frozen copies beside the migrations', () => {
    expect(
      refusedIn(`
        import { MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
        import { stemmer } from '@orama/stemmers/indonesian'
        import { sql as raw } from 'drizzle-orm'
        import path from 'node:path'
        import { fillSearchIndex } from '../frozen/20261126-search/fill'
        import * as initial from './20261122_062153_initial'
      `),
    ).toEqual([])
  })

  it('refuses a package the site does not ship with', () => {
    expect(refusedIn(`import { describe } from 'vitest'`)).toEqual(['vitest'])
  })
})
