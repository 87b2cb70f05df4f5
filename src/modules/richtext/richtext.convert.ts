import {
  FORMAT_BOLD,
  FORMAT_ITALIC,
  HEADING_TAGS,
  IMAGE_TYPE,
  LINKABLE_PATHS,
  RICH_MAX_BYTES,
  RICH_MAX_DEPTH,
  RICH_MESSAGES,
  type RichNode,
  type RichState,
} from './richtext.rules'
import { safeLinkUrl } from './richtext.url'

/*
 * A rich body's two faces: Lexical JSON (what /admin and /cms edit and the pages render) and
 * SPEC's plain text (paragraphs separated by blank lines: the API, search, the feed, the meta
 * description). Client-safe and pure, so the admin form and the server judge alike.
 */

const block = { direction: null, format: '', indent: 0, version: 1 }

const textNode = (text: string, format = 0): RichNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** A paragraph's lines as text and line-break nodes. */
const inlineOf = (text: string): RichNode[] =>
  text
    .split('\n')
    .flatMap((line, index) => [
      ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
      ...(line ? [textNode(line)] : []),
    ])

const paragraph = (children: RichNode[]): RichNode => ({
  type: 'paragraph',
  children,
  ...block,
  textFormat: 0,
  textStyle: '',
})

const rootOf = (children: RichNode[]): RichState => ({
  root: { type: 'root', children, ...block },
})

/** Plain text as a body: each paragraph (split on blank lines) a paragraph node. */
export function plainToRich(text: string): RichState {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
  return rootOf(paragraphs.map((part) => paragraph(inlineOf(part))))
}

/** The text of a node's inline children: line breaks as new lines. */
function inlineText(nodes: RichNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
      if (node.type === 'linebreak') return '\n'
      if (node.type === 'tab') return '\t'
      return node.type === 'list' ? '' : inlineText(node.children)
    })
    .join('')
}

/** A list's items, one a line ("- " or "1. "), nested lists indented below their item. */
function listLines(list: RichNode, depth: number): string[] {
  const numbered = list.listType === 'number'
  let count = 0
  return (list.children ?? []).flatMap((item) => {
    const nested = (item.children ?? []).filter((child) => child.type === 'list')
    const own = inlineText(item.children).trim()
    const lines = nested.flatMap((child) => listLines(child, depth + 1))
    if (!own) return lines
    count += 1
    return [`${'  '.repeat(depth)}${numbered ? `${count}.` : '-'} ${own}`, ...lines]
  })
}

/** A body as SPEC's plain text: one paragraph per block (a list's items one a line). */
export function richToPlain(state: RichState | null | undefined): string {
  const blocks = state?.root?.children ?? []
  return blocks
    .map((node) =>
      node.type === 'list' ? listLines(node, 0).join('\n') : inlineText(node.children).trim(),
    )
    .filter(Boolean)
    .join('\n\n')
}

/** The media items a body's images show, each once, in order. */
export function bodyImageIds(state: RichState | null | undefined): number[] {
  const ids = (state?.root?.children ?? [])
    .filter((node) => node.type === 'upload' && node.relationTo === IMAGE_TYPE)
    .map((node) => idOf(node.value))
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/** The body's size as stored: its JSON in UTF-8 bytes. */
export const richBytes = (state: RichState) =>
  new TextEncoder().encode(JSON.stringify(state)).length

export type RichCheck = { state: RichState } | { error: string }

class Refused extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const childrenOf = (node: Record<string, unknown>) => {
  if (node.children === undefined) return []
  if (!Array.isArray(node.children)) throw new Refused(RICH_MESSAGES.invalid)
  return node.children as unknown[]
}

const alignment = (value: unknown) =>
  typeof value === 'string' &&
  ['', 'left', 'start', 'center', 'right', 'end', 'justify'].includes(value)
    ? value
    : ''

const blockBase = (node: Record<string, unknown>) => ({
  ...block,
  format: alignment(node.format),
  indent: Number.isInteger(node.indent) ? Math.min(Math.max(Number(node.indent), 0), 6) : 0,
})

/** A record's id as a relation holds it: the id, or the record read with it. */
function idOf(value: unknown) {
  const id = Number(isObject(value) ? value.id : value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** An internal link's record: one of the linkable types by id. */
function linkedDoc(value: unknown) {
  if (!isObject(value)) return null
  const relationTo = value.relationTo
  if (typeof relationTo !== 'string' || !(relationTo in LINKABLE_PATHS)) return null
  const id = idOf(value.value)
  return id ? { relationTo, value: id } : null
}

/** A new key for an image node (Payload keys a node that has sub-fields). */
export const newNodeKey = () => Math.random().toString(36).slice(2, 14)

/** An image node's own key, kept when it is a plain token. */
const nodeKey = (value: unknown) =>
  typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : newNodeKey()

function cleanInline(raw: unknown, depth: number): RichNode {
  if (!isObject(raw) || typeof raw.type !== 'string') throw new Refused(RICH_MESSAGES.invalid)
  switch (raw.type) {
    case 'text':
      if (typeof raw.text !== 'string') throw new Refused(RICH_MESSAGES.invalid)
      return textNode(raw.text, Number(raw.format) & (FORMAT_BOLD | FORMAT_ITALIC))
    case 'linebreak':
    case 'tab':
      return { type: raw.type, version: 1 }
    case 'link':
    case 'autolink': {
      const fields = isObject(raw.fields) ? raw.fields : {}
      const children = childrenOf(raw).map((child) => cleanInline(child, depth + 1))
      const base = {
        type: raw.type,
        children,
        ...blockBase(raw),
        version: raw.type === 'link' ? 3 : 2,
      }
      if (fields.linkType === 'internal') {
        const doc = linkedDoc(fields.doc)
        if (!doc) throw new Refused(RICH_MESSAGES.badLink)
        return { ...base, fields: { linkType: 'internal', newTab: fields.newTab === true, doc } }
      }
      const url = safeLinkUrl(fields.url)
      if (!url) throw new Refused(RICH_MESSAGES.badLink)
      return { ...base, fields: { linkType: 'custom', newTab: fields.newTab === true, url } }
    }
    default:
      throw new Refused(RICH_MESSAGES.unknownNode(raw.type))
  }
}

function cleanBlock(raw: unknown, depth: number): RichNode {
  if (depth > RICH_MAX_DEPTH) throw new Refused(RICH_MESSAGES.invalid)
  if (!isObject(raw) || typeof raw.type !== 'string') throw new Refused(RICH_MESSAGES.invalid)
  const inline = () => childrenOf(raw).map((child) => cleanInline(child, depth + 1))
  switch (raw.type) {
    case 'paragraph':
      return { ...paragraph(inline()), ...blockBase(raw) }
    case 'heading': {
      const tag = HEADING_TAGS.find((allowed) => allowed === raw.tag)
      if (!tag) throw new Refused(RICH_MESSAGES.unknownNode(`heading ${String(raw.tag)}`))
      return { type: 'heading', tag, children: inline(), ...blockBase(raw) }
    }
    case 'quote':
      return { type: 'quote', children: inline(), ...blockBase(raw) }
    case 'upload': {
      // An image from the media library, by id: its file, alt text and caption are the item's.
      const id = idOf(raw.value)
      if (raw.relationTo !== IMAGE_TYPE || !id) throw new Refused(RICH_MESSAGES.badImage)
      return {
        type: 'upload',
        relationTo: IMAGE_TYPE,
        value: id,
        fields: {},
        id: nodeKey(raw.id),
        format: alignment(raw.format),
        version: 3,
      }
    }
    case 'list': {
      const listType =
        raw.listType === 'number' ? 'number' : raw.listType === 'bullet' ? 'bullet' : null
      if (!listType) throw new Refused(RICH_MESSAGES.unknownNode(`list ${String(raw.listType)}`))
      const items = childrenOf(raw).map((item, index) => {
        if (!isObject(item) || item.type !== 'listitem') {
          throw new Refused(RICH_MESSAGES.unknownNode(isObject(item) ? String(item.type) : '?'))
        }
        const children = childrenOf(item).map((child) =>
          isObject(child) && child.type === 'list'
            ? cleanBlock(child, depth + 2)
            : cleanInline(child, depth + 2),
        )
        return { type: 'listitem', value: index + 1, children, ...blockBase(item) }
      })
      return {
        type: 'list',
        listType,
        tag: listType === 'number' ? 'ol' : 'ul',
        start: 1,
        children: items,
        ...blockBase(raw),
      }
    }
    default:
      throw new Refused(RICH_MESSAGES.unknownNode(raw.type))
  }
}

/**
 * A body from outside (the API, the admin form, /cms) checked and rebuilt from the allowed nodes
 * and keys only, or the first reason it is refused: its size, a node the site does not know, a
 * link to somewhere a body may not point.
 */
export function checkRich(input: unknown): RichCheck {
  let value = input
  if (typeof value === 'string') {
    if (new TextEncoder().encode(value).length > RICH_MAX_BYTES) {
      return { error: RICH_MESSAGES.tooLarge }
    }
    try {
      value = JSON.parse(value)
    } catch {
      return { error: RICH_MESSAGES.invalid }
    }
  }
  if (!isObject(value) || !isObject(value.root) || value.root.type !== 'root') {
    return { error: RICH_MESSAGES.invalid }
  }
  try {
    const state = rootOf(childrenOf(value.root).map((child) => cleanBlock(child, 1)))
    if (richBytes(state) > RICH_MAX_BYTES) return { error: RICH_MESSAGES.tooLarge }
    return { state }
  } catch (error) {
    if (error instanceof Refused) return { error: error.message }
    throw error
  }
}

/** A record's stored body, or the body its plain text makes (a row written before bodies). */
export const storedRich = (stored: unknown, plain: string | null | undefined): RichState =>
  stored && typeof stored === 'object' && 'root' in stored
    ? (stored as RichState)
    : plainToRich(plain ?? '')
