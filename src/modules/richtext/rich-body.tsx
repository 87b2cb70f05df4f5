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

import { ImageSetImg } from '@/components/ui/img'
import { getCachedBodyRefs } from '@/modules/site/public-content'

import { checkRich } from './richtext.convert'
import type { BodyRefs, LinkKey } from './richtext.refs'
import type { LinkableType, RichNode, RichState } from './richtext.rules'
import { isExternalUrl, safeLinkUrl } from './richtext.url'

/*
 * A rich body on a public page, rendered on the server by richtext-lexical's JSX converters:
 * only the nodes a body may hold have one (any other renders nothing, never a raw HTML node),
 * a link's address passes safeLinkUrl again (a row written by hand cannot smuggle javascript:),
 * a link leaving the site gets rel="noopener noreferrer", an internal link follows its
 * record's current slug, and an image is its media item's renditions with its alt text and caption.
 */

/** The images and the internal links' records a body shows. */
function refsOf(
  nodes: RichNode[] | undefined,
  found = { images: new Set<number>(), links: new Set<LinkKey>() },
) {
  for (const node of nodes ?? []) {
    if (node.type === 'upload' && typeof node.value === 'number') found.images.add(node.value)
    const fields = node.fields as SerializedLinkNode['fields'] | undefined
    const doc = fields?.linkType === 'internal' ? fields.doc : null
    if (doc && typeof doc.value === 'number')
      found.links.add(`${doc.relationTo as LinkableType}:${doc.value}`)
    refsOf(node.children, found)
  }
  return found
}

const converters = ({ images, paths }: BodyRefs): JSXConverters => {
  const link: JSXConverters['link'] = ({ node, nodesToJSX }) => {
    const children: ReactNode = nodesToJSX({ nodes: node.children })
    const fields = (node as SerializedLinkNode).fields
    const href =
      fields.linkType === 'internal'
        ? paths[
            `${fields.doc?.relationTo}:${typeof fields.doc?.value === 'object' ? fields.doc.value.id : fields.doc?.value}` as LinkKey
          ]
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
    // A media item deleted since (or never there) leaves nothing behind.
    upload: ({ node }) => {
      const shown = images[Number(node.value)]
      if (!shown?.image) return null
      return (
        <figure className="my-6">
          <ImageSetImg
            image={shown.image}
            alt={shown.alt}
            sizes="(min-width: 1024px) 740px, 100vw"
            className="h-auto w-full rounded-2xl"
          />
          {shown.keterangan && (
            <figcaption className="mt-2 text-base text-muted">{shown.keterangan}</figcaption>
          )}
        </figure>
      )
    },
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
  const { images, links } = refsOf(checked.state.root.children)
  // Most bodies point at nothing: no read at all for them.
  const refs =
    images.size || links.size
      ? await getCachedBodyRefs([...images].sort(), [...links].sort())
      : { images: {}, paths: {} }
  return (
    <RichText
      data={checked.state as never}
      converters={converters(refs)}
      disableContainer
      disableIndent
      disableTextAlign
    />
  )
}
