import { describe, expect, it } from 'vitest'

import {
  bodyImageIds,
  checkRich,
  plainToRich,
  richBytes,
  richToPlain,
} from '@/modules/richtext/richtext.convert'
import { RICH_MESSAGES, type RichState } from '@/modules/richtext/richtext.rules'
import { bodyText, richBodyInput } from '@/modules/richtext/richtext.schema'
import { safeLinkUrl } from '@/modules/richtext/richtext.url'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const para = (...children: object[]) => ({ type: 'paragraph', children })
const body = (...children: object[]) => ({ root: { type: 'root', children } })
const link = (fields: object, label = 'tautan') => ({
  type: 'link',
  fields,
  children: [text(label)],
})

describe('plain text and rich bodies', () => {
  it('makes one paragraph per blank-line block and gives the same text back', () => {
    const plain = 'Paragraf satu.\nBaris kedua.\n\nParagraf dua.'
    const rich = plainToRich(plain)
    expect(rich.root.children).toHaveLength(2)
    expect(rich.root.children![0].children!.map((n) => n.type)).toEqual([
      'text',
      'linebreak',
      'text',
    ])
    expect(richToPlain(rich)).toBe(plain)
    expect(checkRich(rich)).toEqual({ state: rich })
  })

  it('reads headings, quotes and lists as paragraphs of text', () => {
    const rich = body(
      { type: 'heading', tag: 'h2', children: [text('Syarat')] },
      {
        type: 'list',
        listType: 'number',
        children: [
          { type: 'listitem', children: [text('KTP')] },
          { type: 'listitem', children: [text('NPWP', 1)] },
        ],
      },
      { type: 'quote', children: [text('Amanah')] },
      para(text('Lihat '), link({ linkType: 'custom', url: 'https://ojk.go.id' }, 'OJK')),
    )
    const checked = checkRich(rich)
    if (!('state' in checked)) throw new Error(checked.error)
    expect(richToPlain(checked.state)).toBe('Syarat\n\n1. KTP\n2. NPWP\n\nAmanah\n\nLihat OJK')
  })

  it('keeps HTML typed as text as text', () => {
    const checked = checkRich(body(para(text('<script>alert(1)</script><img src=x onerror=1>'))))
    if (!('state' in checked)) throw new Error(checked.error)
    expect(richToPlain(checked.state)).toBe('<script>alert(1)</script><img src=x onerror=1>')
  })

  it('drops keys and formats it does not render, keeping bold and italic', () => {
    const checked = checkRich(
      body({ ...para({ ...text('x', 1 | 2 | 4 | 16), style: 'color:red' }), html: '<b>' }),
    )
    if (!('state' in checked)) throw new Error(checked.error)
    const node = checked.state.root.children![0]
    expect(node.html).toBeUndefined()
    expect(node.children![0]).toMatchObject({ format: 3, style: '' })
  })
})

describe('refused bodies', () => {
  it.each([
    ['a javascript: link', body(para(link({ linkType: 'custom', url: 'javascript:alert(1)' })))],
    ['a spaced javascript: link', body(para(link({ url: ' JaVa\tscript:alert(1)' })))],
    ['a data: link', body(para(link({ url: 'data:text/html;base64,PHNjcmlwdD4=' })))],
    ['a protocol-relative link', body(para(link({ url: '//evil.example/x' })))],
    [
      'an internal link to an unknown type',
      body(para(link({ linkType: 'internal', doc: { relationTo: 'users', value: 1 } }))),
    ],
  ])('refuses %s', (_, rich) => {
    expect(checkRich(rich)).toEqual({ error: RICH_MESSAGES.badLink })
  })

  it.each([
    ['raw HTML', body({ type: 'html', html: '<script>' })],
    ['a block', body({ type: 'block', fields: { blockType: 'x' } })],
    ['an h1 heading', body({ type: 'heading', tag: 'h1', children: [] })],
    ['a checklist', body({ type: 'list', listType: 'check', children: [] })],
    ['an inline node of its own', body(para({ type: 'inlineBlock' }))],
  ])('refuses %s as an unknown node', (_, rich) => {
    const checked = checkRich(rich)
    expect('error' in checked && checked.error).toMatch(/tidak didukung/)
  })

  it('refuses what is not a body, and a body over 100 KB', () => {
    expect(checkRich('{nope')).toEqual({ error: RICH_MESSAGES.invalid })
    expect(checkRich({ root: { type: 'paragraph' } })).toEqual({ error: RICH_MESSAGES.invalid })
    const big = plainToRich('kata '.repeat(40_000))
    expect(richBytes(big)).toBeGreaterThan(100 * 1024)
    expect(checkRich(big)).toEqual({ error: RICH_MESSAGES.tooLarge })
    expect(checkRich(JSON.stringify(big))).toEqual({ error: RICH_MESSAGES.tooLarge })
    expect(bodyText('wajib').safeParse('a'.repeat(200 * 1024)).error?.issues[0].message).toBe(
      RICH_MESSAGES.tooLarge,
    )
  })

  it('refuses nesting deeper than a body needs', () => {
    let list: object = { type: 'list', listType: 'bullet', children: [] }
    for (let i = 0; i < 20; i++) {
      list = {
        type: 'list',
        listType: 'bullet',
        children: [{ type: 'listitem', children: [list] }],
      }
    }
    expect(checkRich(body(list))).toEqual({ error: RICH_MESSAGES.invalid })
  })
})

describe('images from the media library', () => {
  const image = (extra: object) => ({ type: 'upload', relationTo: 'media', ...extra })
  const state = (...children: object[]) => ({ root: { type: 'root', children } })

  it('keeps an item by id, its own key, and nothing else it carries', () => {
    const checked = checkRich(
      state(
        image({
          value: { id: 7, url: 'javascript:x' },
          id: 'abc-1',
          fields: { x: 1 },
          src: 'data:x',
        }),
      ),
    )
    expect('state' in checked && checked.state.root.children).toEqual([
      {
        type: 'upload',
        relationTo: 'media',
        value: 7,
        fields: {},
        id: 'abc-1',
        format: '',
        version: 3,
      },
    ])
  })

  it.each([
    ['another type', image({ relationTo: 'users', value: 1 })],
    ['no id', image({ value: 'x' })],
    ['a data: address', image({ value: { url: 'data:image/png;base64,AA' } })],
  ])('refuses %s', (_, node) => {
    expect(checkRich(state(node))).toEqual({ error: RICH_MESSAGES.badImage })
  })

  it('lists each item once, and leaves images out of the plain text', () => {
    const body = state(
      { type: 'paragraph', children: [{ type: 'text', text: 'Teks.' }] },
      image({ value: 3 }),
      image({ value: 3 }),
      image({ value: 5 }),
    ) as RichState
    expect(bodyImageIds(body)).toEqual([3, 5])
    expect(richToPlain(body)).toBe('Teks.')
  })
})

describe('link addresses', () => {
  it('keeps http, https, mailto, tel and site paths only', () => {
    for (const url of [
      'https://ojk.go.id',
      'http://a.b/c',
      'mailto:cs@bank.id',
      'tel:+62274',
      '/produk/x',
      '#a',
    ])
      expect(safeLinkUrl(url)).toBe(url)
    for (const url of [
      'javascript:x',
      'data:x',
      'vbscript:x',
      'file:///etc',
      '//x',
      '/\\x',
      'https://',
      '',
    ])
      expect(safeLinkUrl(url)).toBeNull()
  })
})

describe('the two fields of a body', () => {
  it('takes the plain text from the JSON when it comes, else the plain text sent', () => {
    const rich = JSON.stringify(body(para(text('Dari JSON'))))
    const form: Record<string, string> = { isi: 'diabaikan', isiRich: rich }
    expect(richBodyInput((n) => form[n], 'isi')).toEqual({ isi: 'Dari JSON', isiRich: rich })
    expect(richBodyInput((n) => ({ isi: 'Teks' })[n], 'isi')).toEqual({ isi: 'Teks' })
  })
})
