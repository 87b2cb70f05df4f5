import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cari from '@/app/api/cari/route'
import { LIST_QUERY_MESSAGES } from '@/lib/list-query'
import {
  SEARCH_LIMIT_MAX,
  SEARCH_MESSAGES,
  SEARCH_RESULTS_MAX,
} from '@/modules/search/search.rules'
import { firstStatement } from '@/modules/search/search.postgres'
import { searchSite, searchStore } from '@/modules/search/search.service'
import { parseQuery } from '@/modules/search/search.text'
import { rawDb } from '@/lib/raw-db'
import type { SearchDoc } from '@/modules/search/search.types'

import { call } from '../helpers/api-client'
import { asUpload, makeImage } from '../helpers/files'
import { startTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.close()
})

const system = () => ({ overrideAccess: true, context: { disableRevalidate: true } }) as const

const produk = (judul: string, deskripsi: string, subJudul = 'Produk syariah') =>
  t.payload.create({ collection: 'produk', data: { judul, subJudul, deskripsi }, ...system() })

async function news(judul: string, isisatu: string, dibuatPada = '2026-01-10') {
  return t.payload.create({
    collection: 'news',
    data: { judul, kategori: 'Pengumuman', isisatu, isidua: 'Informasi lebih lanjut.', dibuatPada },
    file: asUpload(await makeImage('jpeg'), 'foto.jpg', 'image/jpeg'),
    ...system(),
  })
}

const search = (q: string, page = 1, limit = 10) => searchSite(t.payload, q, { page, limit })
const titles = async (q: string) => (await search(q)).hits.map((hit) => hit.title)
const api = (query: string) => call(cari.GET, `/api/cari?${query}`)

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON). */
type PlanNode = {
  'Node Type': string
  'Index Name'?: string
  'Actual Loops': number
  Plans?: PlanNode[]
}

describe('the index', () => {
  it('holds the profile pages from the start', async () => {
    const result = await search('visi')
    expect(result.hits[0]).toMatchObject({
      type: 'Profil',
      title: 'Visi, Misi dan Motto',
      url: '/profil/visi-misi',
    })
  })

  it('follows a new, an edited and a deleted record at once', async () => {
    const created = await produk('Tabungan Zamrud', 'Simpanan berhadiah batu mulia.')
    expect(await titles('zamrud')).toEqual(['Tabungan Zamrud'])

    await t.payload.update({
      collection: 'produk',
      id: created.id,
      data: { judul: 'Tabungan Safir' },
      ...system(),
    })
    expect(await titles('zamrud')).toEqual([])
    expect(await titles('safir')).toEqual(['Tabungan Safir'])

    await t.payload.delete({ collection: 'produk', id: created.id, ...system() })
    expect(await titles('safir')).toEqual([])
    expect((await api('q=safir')).headers.get('X-Total-Count')).toBe('0')
  })

  it('follows an edit of the profile pages', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { visi: 'Menjadi bank syariah pilihan para nelayan Samudra.' },
      ...system(),
    })
    expect(await titles('nelayan')).toEqual(['Visi, Misi dan Motto'])
  })
})

describe('ranking', () => {
  it('puts a title match above a body match, however often the body says it', async () => {
    await produk('Gadai Berlian', 'Pembiayaan dengan jaminan perhiasan.')
    // Newer, and says it three times, but only in the body.
    await news('Kabar Akhir Tahun', 'Berlian, berlian dan berlian dipamerkan.', '2026-06-01')
    const result = await search('berlian')
    expect(result.hits.map((hit) => hit.title)).toEqual(['Gadai Berlian', 'Kabar Akhir Tahun'])
    expect(result.hits[0].score).toBeGreaterThan(result.hits[1].score)
    expect(result.hits[1]).toMatchObject({ type: 'News', url: expect.stringMatching(/^\/news\//) })
  })

  it('lets the newer of two equal matches go first', async () => {
    await news('Promo Kurma Lama', 'Isi yang sama.', '2025-01-01')
    await news('Promo Kurma Baru', 'Isi yang sama.', '2026-02-01')
    expect(await titles('promo kurma')).toEqual(['Promo Kurma Baru', 'Promo Kurma Lama'])
  })

  it('moves a page whose date changes', async () => {
    const older = await news('Promo Zaitun Lama', 'Isi yang sama.', '2025-01-01')
    await news('Promo Zaitun Baru', 'Isi yang sama.', '2026-02-01')
    await t.payload.update({
      collection: 'news',
      id: older.id,
      data: { dibuatPada: '2026-03-01' },
      ...system(),
    })
    expect(await titles('promo zaitun')).toEqual(['Promo Zaitun Lama', 'Promo Zaitun Baru'])
  })

  it('keeps a quoted phrase together', async () => {
    await produk('Pinjaman Mitra', 'Tambahan modal bagi pelaku usaha kecil.')
    await produk('Pinjaman Warung', 'Tambahan modal usaha bagi pedagang.')
    expect(await titles('"modal usaha" pinjaman')).toEqual(['Pinjaman Warung'])
    expect((await titles('modal usaha pinjaman')).sort()).toEqual([
      'Pinjaman Mitra',
      'Pinjaman Warung',
    ])
  })

  it('marks the matched words in the snippet', async () => {
    await produk('Deposito Langit', 'Bagi hasil dibiayai bank. Nasabah menerima bagi hasil.')
    const [hit] = (await search('langit pembiayaan')).hits
    expect(hit.snippet).toContain('<mark>dibiayai</mark>')
    expect(hit.parts).toContainEqual({ text: 'dibiayai', mark: true })
  })
})

describe('Indonesian', () => {
  it('finds biaya and dibiayai for pembiayaan', async () => {
    await produk('Paket Biaya Sekolah', 'Untuk orang tua murid.')
    await news('Rumah Baru Warga', 'Renovasi ini dibiayai oleh koperasi desa.')
    const found = await titles('pembiayaan')
    expect(found).toContain('Paket Biaya Sekolah')
    expect(found).toContain('Rumah Baru Warga')
  })

  it('finds disalurkan for penyaluran', async () => {
    await news('Zakat Ramadan', 'Dana zakat disalurkan kepada mustahik.')
    expect(await titles('penyaluran')).toContain('Zakat Ramadan')
  })

  it('finds ternak for peternakan', async () => {
    await produk('Modal Kandang', 'Untuk ternak sapi dan kambing.')
    expect(await titles('peternakan')).toContain('Modal Kandang')
  })

  it('finds tabungan for menabung, and the other way round', async () => {
    await produk('Simpanan Pelajar', 'Tabungan untuk siswa sekolah.')
    await news('Hari Anak', 'Ayo menabung sejak dini.')
    expect(await titles('menabung')).toContain('Simpanan Pelajar')
    expect(await titles('tabungan')).toContain('Hari Anak')
  })

  it('completes the last word as typed', async () => {
    await produk('Pembiayaan Murabahah', 'Jual beli dengan margin yang disepakati.')
    expect(await titles('murab')).toContain('Pembiayaan Murabahah')
    expect(await titles('Murab')).toContain('Pembiayaan Murabahah')
    // Only the last word, and not two letters: they would match half the index.
    expect(await titles('murab jual')).toEqual([])
    expect(await titles('mu')).toEqual([])
  })

  it('suggests a near word on the page when nothing matches', async () => {
    const onPage = (q: string) => searchSite(t.payload, q, { page: 1, limit: 10, forPage: true })
    const result = await onPage('murabahaa')
    expect(result.total).toBe(0)
    expect(result.suggestion).toBe('murabahah')
    expect((await onPage('kata tidak dikenal sama sekali')).suggestion).toBeNull()
    // The API answers with results only: it does not spend look-ups on a suggestion.
    expect((await search('murabahaa')).suggestion).toBeNull()
  })
})

describe('bad input', () => {
  const attempts = [
    '"',
    '""',
    '"murabahah',
    'murabahah"',
    'a & b | !c',
    ':*',
    '*',
    '( )',
    '%',
    '_',
    '\\',
    "' OR 1=1 --",
    'NEAR(murabahah jual)',
    'murabahah AND',
    'OR',
    '-murabahah',
    'murabahah:*',
    '{t_stem}: murabahah',
    '^murabahah',
    'murab*',
    '!!!',
    '<script>alert(1)</script>',
  ]

  it.each(attempts)('answers %j without error', async (q) => {
    const res = await api(`q=${encodeURIComponent(q)}`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.data)).toBe(true)
    expect(Number(res.headers.get('X-Total-Count'))).toBe(res.data.length)
  })

  it('reads operators as nothing but the words around them', async () => {
    for (const q of ['murabahah & | ! : * ( )', '"murabahah', 'murabahah:*', '-murabahah']) {
      expect(await titles(q)).toContain('Pembiayaan Murabahah')
    }
  })

  it('refuses a query over 200 characters, a bad page and a bad limit', async () => {
    expect((await api(`q=${'a'.repeat(200)}`)).status).toBe(200)
    const long = await api(`q=${'a'.repeat(201)}`)
    expect(long).toMatchObject({ status: 400, data: { error: SEARCH_MESSAGES.tooLong } })
    for (const page of ['0', '-1', 'abc', '1.5']) {
      expect(await api(`q=kurma&page=${page}`)).toMatchObject({
        status: 400,
        data: { error: LIST_QUERY_MESSAGES.page },
      })
    }
    for (const limit of ['0', '51', 'x']) {
      expect(await api(`q=kurma&limit=${limit}`)).toMatchObject({
        status: 400,
        data: { error: LIST_QUERY_MESSAGES.limit(SEARCH_LIMIT_MAX) },
      })
    }
    expect((await api('q=a%00b')).status).toBe(400)
  })
})

describe('paging', () => {
  it('gives 10 a page, the total in X-Total-Count, and the last page past the end', async () => {
    for (let i = 1; i <= 23; i++) await produk(`Paket Delima ${i}`, 'Hadiah delima segar.')
    const first = await search('delima')
    expect(first).toMatchObject({ total: 23, totalPages: 3, page: 1 })
    expect(first.hits).toHaveLength(10)
    const third = await search('delima', 3)
    expect(third.hits).toHaveLength(3)
    const second = await search('delima', 2)
    const seen = new Set([...first.hits, ...second.hits, ...third.hits].map((hit) => hit.title))
    expect(seen.size).toBe(23)
    expect(
      (await searchSite(t.payload, 'delima', { page: 9, limit: 10, forPage: true })).page,
    ).toBe(3)

    const res = await api('q=delima&page=2&limit=5')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Total-Count')).toBe('23')
    expect(res.data).toHaveLength(5)
    expect(Object.keys(res.data[0]).sort()).toEqual(['score', 'snippet', 'title', 'type', 'url'])
    const past = await api('q=delima&page=9')
    expect(past.data).toEqual([])
    expect(past.headers.get('X-Total-Count')).toBe('23')
  })
})

describe('many matches', () => {
  /** Straight into the index: thousands of records through Payload would take minutes. */
  async function put(count: number, make: (i: number) => Omit<SearchDoc, 'kind' | 'url'>) {
    const store = await searchStore(t.payload)
    for (let i = 0; i < count; i++) {
      const doc = make(i)
      await store.put({ ...doc, kind: 'news', url: `/news/${doc.ref}` })
    }
  }
  /** The i-th minute of a year: later i, newer page. */
  const minute = (year: number, i: number) =>
    new Date(Date.UTC(year, 0, 1) + i * 60_000).toISOString()

  it('pages the first results, titles first and newest first, wherever they lie in time', async () => {
    const bodies = SEARCH_RESULTS_MAX + 5
    await put(3, (i) => ({
      ref: `t${i}`,
      title: `Safran ${i}`,
      body: 'Jerami.',
      date: minute(2000, i),
    }))
    await put(bodies, (i) => ({
      ref: `b${i}`,
      title: `Kabar ${i}`,
      body: 'Jerami dan safran melimpah.',
      date: minute(2001, i),
    }))
    // The newest pages hold no match: the newest results are not among the newest pages.
    await put(2100, (i) => ({
      ref: `n${i}`,
      title: `Kabar lain ${i}`,
      body: 'Jerami padi.',
      date: minute(2020, i),
    }))

    const first = await search('safran')
    expect(first).toMatchObject({ total: SEARCH_RESULTS_MAX, more: true, totalPages: 100 })
    expect(first.hits.map((hit) => hit.title)).toEqual([
      'Safran 2',
      'Safran 1',
      'Safran 0',
      ...[0, 1, 2, 3, 4, 5, 6].map((k) => `Kabar ${bodies - 1 - k}`),
    ])
    expect(first.hits.map((hit) => hit.score)).toEqual([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])

    // The 1000th result is the 997th body match, and nothing can be paged to past it.
    const last = await search('safran', 100)
    expect(last.hits.map((hit) => hit.title).at(-1)).toBe(`Kabar ${bodies - 997}`)
    expect((await api('q=safran&page=101')).data).toEqual([])
    expect((await api('q=safran&page=101')).headers.get('X-Total-Count')).toBe(
      String(SEARCH_RESULTS_MAX),
    )
    const clamped = await searchSite(t.payload, 'safran', { page: 500, limit: 10, forPage: true })
    expect(clamped.page).toBe(100)

    // A word on every page: its newest are the newest pages.
    expect((await titles('jerami')).slice(0, 2)).toEqual(['Kabar lain 2099', 'Kabar lain 2098'])
  })

  it('counts exactly up to the cap, wherever the matches lie', async () => {
    await put(SEARCH_RESULTS_MAX, (i) => ({
      ref: `r${i}`,
      title: `Kebun ${i}`,
      body: 'Rambutan manis.',
      date: minute(2002, i),
    }))
    expect(await search('rambutan')).toMatchObject({ total: SEARCH_RESULTS_MAX, more: false })
    const last = await search('rambutan', 100)
    expect(last.hits.map((hit) => hit.title).at(-1)).toBe('Kebun 0')

    await put(1, () => ({
      ref: 'r-extra',
      title: 'Kebun lagi',
      body: 'Rambutan.',
      date: minute(2002, 5000),
    }))
    expect(await search('rambutan')).toMatchObject({ total: SEARCH_RESULTS_MAX, more: true })
    expect((await titles('rambutan'))[0]).toBe('Kebun lagi')
  })

  it('counts a common word from a sample of the index, and pages it newest first', async () => {
    // Enough pages that the sample (one run of ids in eight) alone holds more than the cap.
    const count = 9 * SEARCH_RESULTS_MAX
    await put(count, (i) => ({
      ref: `k${i}`,
      title: `Warta ${i}`,
      body: 'Kelapa muda dari kebun.',
      date: minute(2003, i),
    }))
    const first = await search('kelapa')
    expect(first).toMatchObject({ total: SEARCH_RESULTS_MAX, more: true })
    expect(first.hits.map((hit) => hit.title)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Warta ${count - 1 - k}`),
    )
    const db = await rawDb(t.payload)
    if (db.dialect !== 'postgres') return
    // The plan as PostgreSQL ran it: the sample was read, the rest of the index never.
    const [{ 'QUERY PLAN': plan }] = await db.all<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${firstStatement(parseQuery('kelapa'), { limit: 10, offset: 0 })}`,
    )
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
    const append = nodes(plan[0].Plan).find((node) => node['Node Type'] === 'Append')
    expect(append?.Plans?.map((branch) => branch['Actual Loops'])).toEqual([1, 0])
    expect(nodes(append!.Plans![0]).map((node) => node['Index Name'])).toContain(
      'search_docs_doc_vec_sample_idx',
    )
  })
})
