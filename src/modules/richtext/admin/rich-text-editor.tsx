'use client'

import { LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import { mergeRegister } from '@lexical/utils'
import { TextNode } from 'lexical'
import { useEffect } from 'react'

import { plainToRich, richToPlain } from '../richtext.convert'
import { FORMAT_BOLD, FORMAT_ITALIC, HEADING_TAGS, type RichState } from '../richtext.rules'
import { safeLinkUrl } from '../richtext.url'
import { isInternalAddress, toEditorState, toStoredState } from './editor-json'
import { ImageNode } from './image-node'
import { Toolbar } from './toolbar'

/*
 * The admin forms' editor of a rich body: Lexical with the nodes a body may hold (pasted Word or
 * web text keeps only those: other markup becomes plain paragraphs and text, AllowedNodesPlugin
 * mends the rest, and the server cleans again), its toolbar (toolbar.tsx: labelled buttons, the
 * shortcuts Ctrl+B, Ctrl+I, Ctrl+K (link), Ctrl+Alt+2/3/4 (headings), Ctrl+Alt+0 (paragraph), and
 * images from the media library). It saves Payload's JSON.
 */

type Props = {
  id?: string
  label: string
  /** The ids of what describes the field (its hint, the form's messages). */
  describedBy?: string
  invalid?: boolean
  /** The form is refused without a body. */
  required?: boolean
  initial: RichState | null
  /** Called with the body and its plain text on every change. */
  onChange: (rich: RichState, plain: string) => void
}

const theme = {
  heading: { h2: 'text-xl font-bold', h3: 'text-lg font-bold', h4: 'font-bold' },
  quote: 'border-l-4 border-gold-500 pl-3 italic',
  list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6' },
  link: 'text-brand-700 underline',
  text: { bold: 'font-bold', italic: 'italic' },
  paragraph: 'mb-2',
}

const KEPT_FORMATS = FORMAT_BOLD | FORMAT_ITALIC

/**
 * What pasted Word or web text brings that a body may not hold is made allowed at once, not
 * refused at the save: a link to somewhere unsafe keeps its text, an h1 becomes h2 and an h5 or
 * h6 becomes h4, and underline, strike-through, code and the like are dropped from the text.
 */
function AllowedNodesPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(LinkNode, (link) => {
          const url = link.getURL()
          if (safeLinkUrl(url) || isInternalAddress(url)) return
          for (const child of link.getChildren()) link.insertBefore(child)
          link.remove()
        }),
        editor.registerNodeTransform(HeadingNode, (node) => {
          const tag = node.getTag()
          if ((HEADING_TAGS as readonly string[]).includes(tag)) return
          node.replace($createHeadingNode(tag === 'h1' ? 'h2' : 'h4'), true)
        }),
        editor.registerNodeTransform(TextNode, (text) => {
          const format = text.getFormat()
          if (format & ~KEPT_FORMATS) text.setFormat(format & KEPT_FORMATS)
          if (text.getStyle()) text.setStyle('')
        }),
      ),
    [editor],
  )
  return null
}

export default function RichTextEditor({
  id,
  label,
  describedBy,
  invalid,
  required,
  initial,
  onChange,
}: Props) {
  const start = toEditorState(initial ?? plainToRich(''))
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'isi',
        nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
        theme,
        onError: (error) => {
          throw error
        },
        editorState: start.root.children?.length ? JSON.stringify(start) : undefined,
      }}
    >
      <div
        className={`rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand-700 ${invalid ? 'border-red-600' : 'border-line'}`}
      >
        <Toolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              aria-label={label}
              aria-multiline
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy}
              className="min-h-40 px-3 py-2 text-ink outline-none"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <AllowedNodesPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => safeLinkUrl(url) !== null || isInternalAddress(url)} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(state) => {
          const stored = toStoredState(state.toJSON() as unknown as RichState)
          onChange(stored, richToPlain(stored))
        }}
      />
    </LexicalComposer>
  )
}
