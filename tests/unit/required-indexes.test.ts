import { describe, expect, it } from 'vitest'

import { allContentTypes } from '@/content-types'
import { type IndexInfo, missingIndexes, requiredIndexes } from '@/content-types/required-indexes'

const type = {
  slug: 'pengumuman',
  collection: {
    indexes: [{ fields: ['tanggal', 'createdAt'] }],
    fields: [
      { name: 'judul', type: 'text' as const },
      { name: 'slug', type: 'text' as const, unique: true },
      { name: 'tanggal', type: 'date' as const, index: true },
    ],
  },
}
const index = (name: string, columns: string[], more: Partial<IndexInfo> = {}): IndexInfo => ({
  table: 'pengumuman',
  name,
  columns,
  unique: false,
  ...more,
})
const complete: IndexInfo[] = [
  index('tanggal_createdAt_idx', ['tanggal', 'created_at']),
  index('pengumuman_slug_idx', ['slug'], { unique: true }),
  index('pengumuman_tanggal_idx', ['tanggal']),
]

describe('the indexes a definition requires', () => {
  it('reads the compound indexes, the indexed and unique fields and the title search', () => {
    expect(requiredIndexes(type, 'sqlite').map((need) => need.columns)).toEqual([
      ['tanggal', 'created_at'],
      ['slug'],
      ['tanggal'],
      ['judul'],
    ])
    expect(requiredIndexes(allContentTypes()[0], 'postgres').at(-1)).toMatchObject({
      name: `${allContentTypes()[0].slug}_judul_trgm_idx`,
      definitionHas: 'gin_trgm_ops',
    })
  })

  it('finds nothing missing when every index is there', () => {
    const sqlite = [...complete, index('pengumuman_judul_search_idx', ['judul', 'tanggal'])]
    expect(missingIndexes(requiredIndexes(type, 'sqlite'), sqlite)).toEqual([])
    const trgm = index('pengumuman_judul_trgm_idx', ['judul'], {
      definition:
        'CREATE INDEX pengumuman_judul_trgm_idx ON pengumuman USING gin (judul gin_trgm_ops)',
    })
    expect(missingIndexes(requiredIndexes(type, 'postgres'), [...complete, trgm])).toEqual([])
  })

  it('names each one missing or wrong', () => {
    const wrong = [
      index('tanggal_createdAt_idx', ['created_at', 'tanggal']),
      index('pengumuman_slug_idx', ['slug']),
      index('pengumuman_judul_trgm_idx', ['judul'], { definition: 'USING btree (judul)' }),
    ]
    expect(missingIndexes(requiredIndexes(type, 'postgres'), wrong)).toEqual([
      'pengumuman: no index (tanggal, created_at) for collection.indexes [tanggal, createdAt]',
      'pengumuman: no unique index (slug) for field slug (unique)',
      'pengumuman: no index (tanggal) for field tanggal (index)',
      'pengumuman: no index pengumuman_judul_trgm_idx (judul) for the title search (ILIKE through pg_trgm)',
    ])
  })

  it('asks no title index of a type without a judul', () => {
    const untitled = {
      slug: 'x',
      collection: { fields: [{ name: 'nama', type: 'text' as const }] },
    }
    expect(requiredIndexes(untitled, 'sqlite')).toEqual([])
  })
})
