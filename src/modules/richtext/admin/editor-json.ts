import type { RichNode, RichState } from '../richtext.rules'

/*
 * The admin editor uses @lexical/link's link node, Payload stores its own (`fields`): the two
 * JSON shapes of a link, converted where the editor loads and saves. An internal link (a record
 * by id, from /cms) keeps its record through the editor as an address of its own scheme.
 */

const INTERNAL = 'record:'

/** An internal link's address in the editor: its record's type and id. */
export const internalAddress = (type: string, id: number | string) => `${INTERNAL}${type}:${id}`

export const isInternalAddress = (url: string) => /^record:[a-z]+:\d+$/.test(url)

function toEditorNode(node: RichNode): RichNode {
  const children = node.children?.map(toEditorNode)
  if (node.type !== 'link' && node.type !== 'autolink')
    return { ...node, ...(children && { children }) }
  const fields = (node.fields ?? {}) as {
    url?: string
    newTab?: boolean
    linkType?: string
    doc?: { relationTo: string; value: number | { id: number } }
  }
  const doc = fields.doc
  const url =
    fields.linkType === 'internal' && doc
      ? internalAddress(doc.relationTo, typeof doc.value === 'object' ? doc.value.id : doc.value)
      : (fields.url ?? '')
  return {
    type: 'link',
    url,
    target: fields.newTab ? '_blank' : null,
    rel: fields.newTab ? 'noopener noreferrer' : null,
    title: null,
    children,
    direction: null,
    format: '',
    indent: 0,
    version: 1,
  }
}

function toStoredNode(node: RichNode): RichNode {
  const children = node.children?.map(toStoredNode)
  if (node.type !== 'link' && node.type !== 'autolink')
    return { ...node, ...(children && { children }) }
  const url = String(node.url ?? '')
  const newTab = node.target === '_blank'
  const internal = url.startsWith(INTERNAL) ? url.slice(INTERNAL.length).split(':') : null
  const fields = internal
    ? { linkType: 'internal', newTab, doc: { relationTo: internal[0], value: Number(internal[1]) } }
    : { linkType: 'custom', newTab, url }
  return { type: 'link', fields, children, direction: null, format: '', indent: 0, version: 3 }
}

export const toEditorState = (state: RichState): RichState => ({ root: toEditorNode(state.root) })
export const toStoredState = (state: RichState): RichState => ({ root: toStoredNode(state.root) })
