'use client'

import { $toggleLink, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import {
  $createHeadingNode,
  $createQuoteNode,
  HeadingNode,
  type HeadingTagType,
  QuoteNode,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils'
import {
  $createParagraphNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  TextNode,
} from 'lexical'
import { useEffect, useRef } from 'react'

import { type MediaChoice, MediaPicker } from '@/modules/media/admin/media-picker'

import { plainToRich, richToPlain } from '../richtext.convert'
import {
  FORMAT_BOLD,
  FORMAT_ITALIC,
  HEADING_TAGS,
  RICH_MESSAGES,
  type RichState,
} from '../richtext.rules'
import { safeLinkUrl } from '../richtext.url'
import { isInternalAddress, toEditorState, toStoredState } from './editor-json'
import { $createImageNode, ImageNode } from './image-node'
import { recordLinkOf } from './record-link.actions'

/*
 * The admin forms' editor of a rich body: Lexical with the nodes a body may hold (pasted Word or
 * web text keeps only those: other markup becomes plain paragraphs and text, AllowedNodesPlugin
 * mends the rest, and the server cleans again), a toolbar of labelled buttons and the shortcuts Ctrl+B, Ctrl+I, Ctrl+K (link),
 * Ctrl+Alt+2/3/4 (headings), Ctrl+Alt+0 (paragraph), and images from the media library. It saves
 * Payload's JSON.
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

function block(editor: LexicalEditor, make: () => ReturnType<typeof $createParagraphNode>) {
  editor.update(() => {
    const selection = $getSelection()
    if ($isRangeSelection(selection)) $setBlocksType(selection, make)
  })
}

const heading = (tag: HeadingTagType) => () => $createHeadingNode(tag) as never

const LINK_QUESTION =
  'Alamat tautan (https://…, mailto:…, tel:… atau /halaman). Alamat berita, produk atau promo situs ini mengikuti judulnya bila berubah. Kosongkan untuk menghapus tautan.'

/** A link from an address the writer types; a record's page on this site links to the record. */
async function askLink(editor: LexicalEditor) {
  // The text chosen when the question was asked, whatever the caret did while the record was
  // looked up.
  const chosen = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
  const typed = window.prompt(LINK_QUESTION)
  if (typed === null) return
  if (!typed.trim()) return editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
  // This site's own full address counts as a path on it.
  const url = typed.trim().startsWith(window.location.origin)
    ? typed.trim().slice(window.location.origin.length) || '/'
    : typed
  const safe = safeLinkUrl(url)
  if (!safe) return window.alert(RICH_MESSAGES.badLink)
  const record = safe.startsWith('/') ? await recordLinkOf(safe).catch(() => null) : null
  editor.update(() => {
    // Unless that text has gone meanwhile: then the link goes where the caret is now.
    if (
      $isRangeSelection(chosen) &&
      [chosen.anchor, chosen.focus].every((p) => $getNodeByKey(p.key))
    ) {
      $setSelection(chosen)
    }
    $toggleLink(record ?? safe)
    // The writing goes on after the link, as in a word processor; a key pressed next (Enter) must
    // not replace the linked words.
    const selection = $getSelection()
    if ($isRangeSelection(selection)) {
      const end = selection.isBackward() ? selection.anchor : selection.focus
      const { key, offset, type } = end
      selection.anchor.set(key, offset, type)
      selection.focus.set(key, offset, type)
    }
  })
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

/** Puts the chosen image where the caret was before the library's dialog took the focus. */
function insertImage(editor: LexicalEditor, item: MediaChoice, at: BaseSelection | null) {
  editor.update(() => {
    if (at) $setSelection(at.clone())
    const image = $createImageNode(item.id)
    const selection = $getSelection()
    const block = $isRangeSelection(selection)
      ? selection.anchor.getNode().getTopLevelElement()
      : null
    // An empty paragraph (a new line) becomes the image; elsewhere it goes in after the caret.
    if ($isParagraphNode(block) && block.isEmpty()) block.replace(image)
    else if ($isRangeSelection(selection)) $insertNodeToNearestRoot(image)
    else $getRoot().append(image)
    // A paragraph after it, so the writing goes on below the image.
    if (!image.getNextSibling()) image.insertAfter($createParagraphNode())
  })
}

const toolButton =
  'rounded-md px-2 py-1 text-sm font-semibold text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700'

function Toolbar() {
  const [editor] = useLexicalComposerContext()
  // The caret as the writer left it, for the image chosen in the dialog.
  const caret = useRef<BaseSelection | null>(null)
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const selection = editorState.read($getSelection)
        if (selection) caret.current = selection
      }),
    [editor],
  )
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event: KeyboardEvent) => {
          if (!(event.ctrlKey || event.metaKey)) return false
          const key = event.key.toLowerCase()
          const action =
            key === 'k' && !event.altKey
              ? () => void askLink(editor)
              : event.altKey && ['2', '3', '4'].includes(key)
                ? () => block(editor, heading(`h${key}` as HeadingTagType))
                : event.altKey && key === '0'
                  ? () => block(editor, $createParagraphNode)
                  : null
          if (!action) return false
          event.preventDefault()
          action()
          return true
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor],
  )
  const buttons: [string, string, () => void][] = [
    ['B', 'Tebal (Ctrl+B)', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    ['I', 'Miring (Ctrl+I)', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    ['H2', 'Judul bagian (Ctrl+Alt+2)', () => block(editor, heading('h2'))],
    ['H3', 'Subjudul (Ctrl+Alt+3)', () => block(editor, heading('h3'))],
    ['H4', 'Subjudul kecil (Ctrl+Alt+4)', () => block(editor, heading('h4'))],
    ['¶', 'Paragraf biasa (Ctrl+Alt+0)', () => block(editor, $createParagraphNode)],
    [
      '• Daftar',
      'Daftar berbutir',
      () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
    ],
    [
      '1. Daftar',
      'Daftar bernomor',
      () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
    ],
    ['“ Petikan', 'Blok petikan', () => block(editor, () => $createQuoteNode() as never)],
    ['Tautan', 'Tautan (Ctrl+K)', () => void askLink(editor)],
  ]
  return (
    <div
      role="toolbar"
      aria-label="Format teks"
      className="flex flex-wrap gap-1 border-b border-line p-1.5"
    >
      {buttons.map(([text, name, run]) => (
        <button
          key={name}
          type="button"
          // The name starts with the visible text, so voice control finds the button by it.
          aria-label={`${text}: ${name}`}
          title={name}
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
          className={toolButton}
        >
          {text}
        </button>
      ))}
      <MediaPicker
        triggerLabel="Gambar"
        triggerClassName={toolButton}
        onChoose={(item) => insertImage(editor, item, caret.current)}
      />
    </div>
  )
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
