import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Issue 28: no import cycles, and the shared parts below the features (src/lib, src/components)
 * import no feature (src/modules) and no route (src/app); a feature they show comes in as a prop
 * or a slot (the header's search field). Type-only imports count, as madge counts them: a cycle
 * of types is still a knot for the reader. A dynamic import() does not: it loads on demand.
 */

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const ALIASES: Record<string, string> = { '@payload-config': path.join(root, 'payload.config.ts') }
const CODE = /\.(ts|tsx|mjs)$/
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : filesUnder(file)
    return CODE.test(name) && name !== 'payload-types.ts' ? [file] : []
  })
}

/** The project file a specifier names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const base =
    ALIASES[specifier] ??
    (specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null)
  if (!base) return null
  const file = EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  if (!file) throw new Error(`${path.relative(root, from)}: '${specifier}' names no file`)
  return file
}

/** The specifiers of a source's static imports and re-exports, type-only ones included. */
export function staticImports(fileName: string, source: string): string[] {
  const parsed = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  return parsed.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

type Graph = Map<string, string[]>

/** Every cycle's files, one strongly connected group at a time (Tarjan), each sorted. */
export function cycles(graph: Graph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const files = [...filesUnder(src), ALIASES['@payload-config']]
const graph: Graph = new Map(
  files.map((file) => [
    file,
    staticImports(file, readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolve(file, specifier)
      return target ? [target] : []
    }),
  ]),
)
const relative = (file: string) => path.relative(root, file)

/** Imports from a shared part (src/lib, src/components) into a feature or a route. */
export function layerBreaches(graph: Graph): string[] {
  const under = (file: string, ...dirs: string[]) =>
    dirs.some((dir) => relative(file).startsWith(`src/${dir}/`))
  return [...graph].flatMap(([file, targets]) =>
    under(file, 'lib', 'components')
      ? targets
          .filter((target) => under(target, 'modules', 'app'))
          .map((target) => `${relative(file)} -> ${relative(target)}`)
      : [],
  )
}

describe('imports', () => {
  it('are read from every source file', () => {
    expect(files.length).toBeGreaterThan(200)
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0)
    expect(edges).toBeGreaterThan(files.length)
  })

  it('form no cycle', () => {
    expect(cycles(graph).map((group) => group.map(relative))).toEqual([])
  })

  it('never go from src/lib or src/components into src/modules or src/app', () => {
    expect(layerBreaches(graph)).toEqual([])
  })
})

describe('the redis package', () => {
  it('is imported by src/lib/redis.mjs alone, the one place a client is made', () => {
    const importers = [...files, path.join(root, 'cache-handler.mjs')].filter((file) =>
      staticImports(file, readFileSync(file, 'utf8')).some((s) => /^(redis|@redis\/)/.test(s)),
    )
    expect(importers.map(relative)).toEqual(['src/lib/redis.mjs'])
  })
})

describe('the check itself', () => {
  it('reads type-only imports and re-exports, not dynamic imports', () => {
    expect(
      staticImports(
        'x.ts',
        `import type { A } from './a'
         import { type B } from '@/b'
         export { C } from '../c'
         export * from './d'
         import './e'
         const f = await import('./f')`,
      ),
    ).toEqual(['./a', '@/b', '../c', './d', './e'])
  })

  it('finds a cycle and names its files, and nothing in a chain', () => {
    const knot: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(cycles(knot)).toEqual([['a', 'b', 'c'], ['e']])
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })

  it('finds a shared part importing a feature', () => {
    const header = path.join(src, 'components/layout/site-header.tsx')
    const search = path.join(src, 'modules/search/components/header-search.tsx')
    expect(layerBreaches(new Map([[header, [search]]]))).toEqual([
      'src/components/layout/site-header.tsx -> src/modules/search/components/header-search.tsx',
    ])
    expect(layerBreaches(new Map([[search, [header]]]))).toEqual([])
  })
})
