import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * No import cycles, and layers that run one way: the shared parts (src/lib, src/components)
 * import no feature (src/modules), no route (src/app) and no content type; a feature they show
 * comes in as a prop or a slot (the header's search field). A definition is reached through the
 * registry (content-types/index.ts) only. Type-only imports count, as madge counts them, and so
 * does a dynamic import(): a cycle that loads late is still a knot for the reader.
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

/** The specifiers of a source's imports, re-exports and import() calls, type-only ones included. */
export function staticImports(fileName: string, source: string): string[] {
  const parsed = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(parsed)
  return found
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

const under = (file: string, ...dirs: string[]) =>
  dirs.some((dir) => relative(file).startsWith(`src/${dir}/`))

/** Imports from a shared part (src/lib, src/components) into a feature, a route or a type. */
export function layerBreaches(graph: Graph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    under(file, 'lib', 'components')
      ? targets
          .filter((target) => under(target, 'modules', 'app', 'content-types'))
          .map((target) => `${relative(file)} -> ${relative(target)}`)
      : [],
  )
}

/** Imports of a definition (a file the registry lists) from outside src/content-types. */
export function definitionBreaches(graph: Graph, registry: string): string[] {
  const definitions = new Set(
    (graph.get(registry) ?? []).filter((file) => !file.endsWith('/definition.ts')),
  )
  return [...graph].flatMap(([file, targets]) =>
    under(file, 'content-types')
      ? []
      : targets
          .filter((target) => definitions.has(target))
          .map((target) => `${relative(file)} -> ${relative(target)}`),
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

  it('never go from src/lib or src/components into src/modules, src/app or src/content-types', () => {
    expect(layerBreaches(graph)).toEqual([])
  })

  it('reach a content type only through the registry', () => {
    expect(definitionBreaches(graph, path.join(src, 'content-types/index.ts'))).toEqual([])
  })

  it('never re-export from src/lib/payload.ts, the one file that imports the config', () => {
    const source = readFileSync(path.join(src, 'lib/payload.ts'), 'utf8')
    expect(source).not.toMatch(/^export (\*|\{|type \{)[^\n]* from /m)
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
  it('reads type-only imports, re-exports and dynamic imports', () => {
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
    ).toEqual(['./a', '@/b', '../c', './d', './e', './f'])
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

  it('finds a definition imported around the registry', () => {
    const registry = path.join(src, 'content-types/index.ts')
    const news = path.join(src, 'content-types/news.ts')
    const service = path.join(src, 'modules/news/news.service.ts')
    const knot: Graph = new Map([
      [registry, [news, path.join(src, 'content-types/definition.ts')]],
      [service, [news]],
      [news, []],
    ])
    expect(definitionBreaches(knot, registry)).toEqual([
      'src/modules/news/news.service.ts -> src/content-types/news.ts',
    ])
  })
})
