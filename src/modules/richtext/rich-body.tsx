import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  BlockquoteJSXConverter,
  HeadingJSXConverter,
  LinebreakJSXConverter,
  ListJSXConverter,
  ParagraphJSXConverter,
  RichText,
  TabJSXConverter,
  TextJSXConverter,
  type JSXConverters,
} from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { getPublicContext } from '@/lib/payload'

import { checkRich } from './richtext.convert'
import { LINKABLE_PATHS, type LinkableType, type RichNode, type RichState } from './richtext.rules'
import { isExternalUrl, safeLinkUrl } from './richtext.url'

/*
 * A rich body on a public page, rendered on the server by richtext-lexical's JSX converters:
 * only the nodes a body may hold have one (any other renders nothing, never a raw HTML node),
 * a link's address passes safeLinkUrl again (a row written by hand cannot smuggle javascript:),
 * a link leaving the site gets rel="noopener noreferrer", and an internal link follows its
 * record's current slug.
 */

type Key = `${LinkableType}:${number}`

/** The internal links' records in a body. */
function internalLinks(nodes: RichNode[] | undefined, found: Set<Key> = new Set()) {
  for (const node of nodes ?? []) {
    const fields = node.fields as SerializedLinkNode['fields'] | undefined
    const doc = fields?.linkType === 'internal' ? fields.doc : null
    if (doc && typeof doc.value === 'number')
      found.add(`${doc.relationTo as LinkableType}:${doc.value}`)
    internalLinks(node.children, found)
  }
  return found
}

/** The current path of each linked record (its slug), read in one query per type. */
async function linkedPaths(keys: Set<Key>) {
  const paths = new Map<string, string>()
  if (!keys.size) return paths
  const { payload } = await getPublicContext()
  for (const type of Object.keys(LINKABLE_PATHS) as LinkableType[]) {
    const ids = [...keys]
      .filter((key) => key.startsWith(`${type}:`))
      .map((key) => Number(key.split(':')[1]))
    if (!ids.length) continue
    const { docs } = await payload.find({
      collection: type,
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
    })
    for (const doc of docs)
      paths.set(`${type}:${doc.id}`, `${LINKABLE_PATHS[type]}${doc.slug ?? doc.id}`)
  }
  return paths
}

const converters = (paths: Map<string, string>): JSXConverters => {
  const link: JSXConverters['link'] = ({ node, nodesToJSX }) => {
    const children: ReactNode = nodesToJSX({ nodes: node.children })
    const fields = (node as SerializedLinkNode).fields
    const href =
      fields.linkType === 'internal'
        ? paths.get(
            `${fields.doc?.relationTo}:${typeof fields.doc?.value === 'object' ? fields.doc.value.id : fields.doc?.value}`,
          )
        : safeLinkUrl(fields.url)
    // A dropped address leaves its text, unlinked.
    if (!href) return <>{children}</>
    const external = isExternalUrl(href)
    return (
      <a
        href={href}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        {...(external && { rel: 'noopener noreferrer' })}
        {...(fields.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
      </a>
    )
  }
  return {
    ...ParagraphJSXConverter,
    ...TextJSXConverter,
    ...LinebreakJSXConverter,
    ...TabJSXConverter,
    ...HeadingJSXConverter,
    ...ListJSXConverter,
    ...BlockquoteJSXConverter,
    link,
    autolink: link as unknown as JSXConverters['autolink'],
    unknown: () => null,
  }
}

/** The prose styles of a body's parts, for the element that holds it (RichBody has no box). */
export const RICH_PROSE =
  '[&_p]:leading-relaxed [&_h2]:pt-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 ' +
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-800 [&_h4]:font-bold ' +
  '[&_h4]:text-brand-800 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-1 [&_ol]:space-y-1 ' +
  '[&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-500 ' +
  '[&_blockquote]:pl-4 [&_blockquote]:italic'

/** A body as the page's prose: paragraphs, headings, lists, quotes and links. */
export async function RichBody({ state }: { state: RichState }) {
  // Stored bodies were checked on their way in; a row written around Payload is checked here.
  const checked = checkRich(state)
  if ('error' in checked) return null
  const paths = await linkedPaths(internalLinks(checked.state.root.children))
  return (
    <RichText
      data={checked.state as never}
      converters={converters(paths)}
      disableContainer
      disableIndent
      disableTextAlign
    />
  )
}
