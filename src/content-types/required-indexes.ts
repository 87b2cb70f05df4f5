import type { Field } from 'payload'

import type { Dialect } from '@/lib/raw-db'

import { keepsHistory } from '@/modules/history/history.rules'

import type { ContentTypeDefinition } from './definition'
import { publicIndexes, SCHEDULE } from './publication'

/*
 * The indexes a content type's table must have once its migrations ran, read from its definition:
 * its collection's compound `indexes`, each field marked `index` or `unique`, and, for a type with
 * a `judul`, the title search's index, which every list query with ?q= uses (src/lib/page-query.ts) and which a
 * migration writes by hand (drizzle knows neither SQLite's INDEXED BY nor operator classes).
 * `npm run check:generated` (scripts/check-indexes.ts) compares them with migrated databases.
 */

/** An index as a database reports it. */
export type IndexInfo = {
  table: string
  name: string
  columns: string[]
  unique: boolean
  /** Its whole definition as the database prints it (PostgreSQL), for the operator class. */
  definition?: string
}

export type RequiredIndex = {
  table: string
  /** Why it is needed, for the message. */
  reason: string
  columns: string[]
  unique?: boolean
  /** Only the title search's index is found by name: the list query names it. */
  name?: string
  /** Text its definition must hold (PostgreSQL's trigram operator class). */
  definitionHas?: string
  /** Its columns need only start with `columns` (SQLite's title index also holds sort columns). */
  prefix?: boolean
}

/** Payload's column of a field: camelCase in snake_case. */
const column = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/** The column of a field in its own table: a single relationship or upload keeps its id in `<name>_id`. */
const fieldColumn = (field: Field & { name: string }) =>
  (field.type === 'relationship' || field.type === 'upload') &&
  !('hasMany' in field && field.hasMany)
    ? `${column(field.name)}_id`
    : column(field.name)

type Definition = Pick<ContentTypeDefinition, 'slug' | 'collection' | 'public'>

/** The title search's index on `table`, named as page-query.ts names it on each database. */
export const titleSearchIndex = (table: string, dialect: Dialect): RequiredIndex =>
  dialect === 'sqlite'
    ? {
        table,
        reason: 'the title search (INDEXED BY in src/lib/page-query.ts)',
        name: `${table}_judul_search_idx`,
        columns: ['judul'],
        prefix: true,
      }
    : {
        table,
        reason: 'the title search (ILIKE through pg_trgm)',
        name: `${table}_judul_trgm_idx`,
        columns: ['judul'],
        definitionHas: 'gin_trgm_ops',
      }

/** Each side of a public type's schedule, which the edge job reads by range (modules/content/window.ts). */
const scheduleIndexes = (table: string): RequiredIndex[] =>
  [SCHEDULE.start, SCHEDULE.end].map((field) => ({
    table,
    reason: `the schedule's edges (${field})`,
    columns: [column(field)],
  }))

/** Every index `type`'s table needs on `dialect`. */
export function requiredIndexes(type: Definition, dialect: Dialect): RequiredIndex[] {
  const table = type.slug
  // A public type's own indexes also hold the published-only filter's columns, and the filter
  // has one of its own (content-types/publication.ts).
  const indexes = type.public ? publicIndexes(type.collection.indexes) : type.collection.indexes
  const compound = (indexes ?? []).map((index) => ({
    table,
    reason: `collection.indexes [${index.fields.join(', ')}]`,
    columns: index.fields.map(column),
    ...(index.unique ? { unique: true } : {}),
  }))
  const fields = (type.collection.fields as Field[]).flatMap((field) =>
    'name' in field && (('index' in field && field.index) || ('unique' in field && field.unique))
      ? [
          {
            table,
            reason: `field ${field.name} (${'unique' in field && field.unique ? 'unique' : 'index'})`,
            columns: [fieldColumn(field)],
            ...('unique' in field && field.unique ? { unique: true } : {}),
          },
        ]
      : [],
  )
  const searchesTitle = type.collection.fields.some((f) => 'name' in f && f.name === 'judul')
  // Every raw read of a type with a trash leaves its records out (visibleTo, content.service.ts).
  const trash = keepsHistory(type)
    ? [{ table, reason: 'the trash (deletedAt, every list)', columns: ['deleted_at'] }]
    : []
  return [
    ...compound,
    ...fields,
    ...(type.public ? scheduleIndexes(table) : []),
    ...trash,
    ...(searchesTitle ? [titleSearchIndex(table, dialect)] : []),
  ]
}

const satisfies = (index: IndexInfo, need: RequiredIndex) =>
  index.table === need.table &&
  (need.name === undefined || index.name === need.name) &&
  (need.prefix
    ? need.columns.every((c, i) => index.columns[i] === c)
    : index.columns.join() === need.columns.join()) &&
  (!need.unique || index.unique) &&
  (need.definitionHas === undefined || Boolean(index.definition?.includes(need.definitionHas)))

/** The requirements no index in `present` meets, each as a sentence. */
export function missingIndexes(required: RequiredIndex[], present: IndexInfo[]): string[] {
  return required
    .filter((need) => !present.some((index) => satisfies(index, need)))
    .map(
      (need) =>
        `${need.table}: no ${need.unique ? 'unique ' : ''}index ${need.name ? `${need.name} ` : ''}` +
        `(${need.columns.join(', ')}${need.prefix ? ', …' : ''}) for ${need.reason}`,
    )
}
