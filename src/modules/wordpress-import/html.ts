import {
  BlockquoteFeature,
  BoldFeature,
  convertHTMLToLexical,
  editorConfigFactory,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'

import { checkRich, newNodeKey } from '@/modules/richtext/richtext.convert'
import {
  HEADING_TAGS,
  IMAGE_TYPE,
  type RichNode,
  type RichState,
} from '@/modules/richtext/richtext.rules'
import { safeLinkUrl } from '@/modules/richtext/richtext.url'

/*
 * A post's HTML as the site's rich bodies: Payload's own converter (@payloadcms/richtext-lexical's
 * convertHTMLToLexical, with the news editor's features) turns it into Lexical, then what the
 * site does not render is brought to what it does (checkRich is the last word, as for any body).
 */

const TOKEN = (id: number) => `\u27e6wp-image:${id}\u27e7`
const TOKEN_RE = /\u27e6wp-image:(\d+)\u27e7/

/** An image of the body: the attachment it shows, by WordPress's id, or its address. */
export type BodyImageRef = { wpId: number | null; src: string }

export type ConvertedBody = { blocks: RichNode[]; warnings: string[] }

/**
 * The news editor's features but its image upload: the body's images are placed by this module
 * (as library image nodes), and Payload's upload node cannot be made by a headless editor in the
 * server bundle.
 */
export function newsEditorConfig(payload: Payload) {
  return editorConfigFactory.fromFeatures({
    config: payload.config,
    features: [
      ParagraphFeature(),
      HeadingFeature({ enabledHeadingSizes: [...HEADING_TAGS] }),
      BoldFeature(),
      ItalicFeature(),
      UnorderedListFeature(),
      OrderedListFeature(),
      BlockquoteFeature(),
      LinkFeature({}),
    ],
  })
}

/** WordPress's wpautop, in short: a classic-editor body has no paragraph tags of its own. */
function withParagraphs(html: string): string {
  if (/<(p|h[1-6]|ul|ol|figure|blockquote|div|table)\b/i.test(html)) return html
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

/**
 * The body's images replaced by tokens (a figure by a paragraph of its own), so the converter
 * leaves them in place; `resolve` names the library item each one is, or null.
 */
function markImages(
  html: string,
  resolve: (ref: BodyImageRef) => number | null,
  warnings: string[],
): string {
  const dom = new JSDOM(`<body>${html}</body>`)
  const { document } = dom.window
  // By tag name and parent walks, not selectors: the same in Node and in the server bundle.
  const within = (node: Element, tag: string) => {
    for (let at: Element | null = node.parentElement; at; at = at.parentElement) {
      if (at.tagName === tag) return at
    }
    return null
  }
  for (const img of Array.from(document.getElementsByTagName('img'))) {
    const cls = /\bwp-image-(\d+)\b/.exec(img.getAttribute('class') ?? '')
    const src = img.getAttribute('src') ?? ''
    const id = resolve({ wpId: cls ? Number(cls[1]) : null, src })
    const holder = within(img, 'FIGURE') ?? img
    if (id === null) {
      warnings.push(`Gambar di isi tidak diimpor (berkasnya tidak ada): ${src || '(tanpa alamat)'}`)
      holder.remove()
      continue
    }
    if (holder.tagName === 'FIGURE' || !within(img, 'P')) {
      const p = document.createElement('p')
      p.textContent = TOKEN(id)
      holder.replaceWith(p)
    } else {
      holder.replaceWith(document.createTextNode(TOKEN(id)))
    }
  }
  // Whatever image is left would reach the converter's own image import: never let it.
  return document.body.innerHTML.replace(/<img\b[^>]*>/gi, '')
}

const textOf = (nodes: RichNode[] | undefined): string =>
  (nodes ?? []).map((n) => (typeof n.text === 'string' ? n.text : textOf(n.children))).join('')

const paragraphOf = (children: RichNode[]): RichNode => ({
  type: 'paragraph',
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
})

const uploadOf = (id: number): RichNode => ({
  type: 'upload',
  relationTo: IMAGE_TYPE,
  value: id,
  fields: {},
  id: newNodeKey(),
  format: '',
  version: 3,
})

const plainText = (text: string): RichNode => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/**
 * Inline nodes the site keeps; a link to the old site becomes a path on this one (its redirects
 * answer it), a link the site may not hold is left as its text, any other node as its text.
 */
function fitInline(node: RichNode, oldHost: string | null): RichNode[] {
  if (node.type === 'text' || node.type === 'linebreak' || node.type === 'tab') return [node]
  if (node.type === 'link' || node.type === 'autolink') {
    const children = (node.children ?? []).flatMap((c) => fitInline(c, oldHost))
    const fields = (node.fields ?? {}) as Record<string, unknown>
    let url = typeof fields.url === 'string' ? fields.url : ''
    if (oldHost) {
      try {
        const parsed = new URL(url)
        if (parsed.host === oldHost) url = `${parsed.pathname}${parsed.search}${parsed.hash}`
      } catch {
        // Not an absolute address: judged as it is.
      }
    }
    const safe = safeLinkUrl(url)
    if (!safe) return children
    return [
      {
        ...node,
        children,
        fields: { linkType: 'custom', newTab: fields.newTab === true, url: safe },
      },
    ]
  }
  const text = textOf([node])
  return text ? [plainText(text)] : []
}

/** A top-level paragraph with image tokens split into paragraphs and image nodes. */
function splitImages(children: RichNode[]): RichNode[] {
  const out: RichNode[] = []
  let current: RichNode[] = []
  const flush = () => {
    if (textOf(current).trim()) out.push(paragraphOf(current))
    current = []
  }
  for (const child of children) {
    if (child.type !== 'text' || typeof child.text !== 'string' || !TOKEN_RE.test(child.text)) {
      current.push(child)
      continue
    }
    const parts = child.text.split(TOKEN_RE)
    parts.forEach((part, index) => {
      if (index % 2 === 1) {
        flush()
        out.push(uploadOf(Number(part)))
      } else if (part) {
        current.push({ ...child, text: part })
      }
    })
  }
  flush()
  return out
}

const HEADING = (tag: unknown) => {
  const level = Number(String(tag).replace(/^h/, ''))
  if (!Number.isInteger(level)) return 'h2'
  return HEADING_TAGS[Math.min(Math.max(level - 2, 0), HEADING_TAGS.length - 1)]
}

function fitBlock(node: RichNode, oldHost: string | null): RichNode[] {
  const inline = () => (node.children ?? []).flatMap((c) => fitInline(c, oldHost))
  switch (node.type) {
    case 'paragraph':
      return splitImages(inline())
    case 'heading':
      return [{ ...node, tag: HEADING(node.tag), children: inline() }]
    case 'quote':
      return [{ ...node, children: inline() }]
    case 'list':
      return [
        {
          ...node,
          children: (node.children ?? []).map((item) => ({
            ...item,
            children: (item.children ?? []).flatMap((c) =>
              c.type === 'list' ? fitBlock(c, oldHost) : fitInline(c, oldHost),
            ),
          })),
        },
      ]
    default: {
      const text = textOf([node]).trim()
      return text ? [paragraphOf([plainText(text)])] : []
    }
  }
}

/**
 * A post's body as the site's blocks: its images (resolved to library items) as image nodes,
 * what the site does not render brought to what it does. WordPress's shortcodes are dropped.
 */
export function htmlToBlocks(
  html: string,
  options: {
    editorConfig: Awaited<ReturnType<typeof newsEditorConfig>>
    resolveImage: (ref: BodyImageRef) => number | null
    oldHost: string | null
  },
): ConvertedBody {
  const warnings: string[] = []
  const unwrapped = html.replace(/\[caption[^\]]*\]|\[\/caption\]/g, '')
  if (/\[[a-z_-]+[^\]]*\]/i.test(unwrapped)) warnings.push('Shortcode WordPress di isi dibuang.')
  const cleaned = unwrapped.replace(/\[\/?[a-z_-]+[^\]]*\]/gi, '')
  const marked = markImages(withParagraphs(cleaned), options.resolveImage, warnings)
  const state = convertHTMLToLexical({
    editorConfig: options.editorConfig,
    html: marked,
    JSDOM,
  }) as unknown as RichState
  const blocks = (state.root.children ?? []).flatMap((node) => fitBlock(node, options.oldHost))
  return { blocks, warnings }
}

/** A body of the given blocks, cleaned as every body is; null when it is refused. */
export function bodyOf(blocks: RichNode[]): RichState | null {
  const checked = checkRich({
    root: { type: 'root', children: blocks, direction: null, format: '', indent: 0, version: 1 },
  })
  return 'state' in checked ? checked.state : null
}
