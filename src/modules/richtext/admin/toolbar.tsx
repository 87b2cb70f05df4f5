'use client'

import { $toggleLink, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $insertNodeToNearestRoot } from '@lexical/utils'
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
} from 'lexical'
import { useEffect, useRef } from 'react'

import { useToolbar } from '@/components/ui/use-toolbar'
import { type MediaChoice, MediaPicker } from '@/modules/media/admin/media-picker'

import { RICH_MESSAGES } from '../richtext.rules'
import { safeLinkUrl } from '../richtext.url'
import { $createImageNode } from './image-node'
import { recordLinkOf } from './record-link.actions'

/*
 * The rich editor's toolbar of labelled buttons, one stop in the Tab order with the arrow keys
 * inside (useToolbar), and the shortcuts that do what its buttons do.
 */

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

export function Toolbar() {
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
  const { tabIndexOf, toolbarProps } = useToolbar()
  return (
    <div
      role="toolbar"
      aria-label="Format teks"
      className="flex flex-wrap gap-1 border-b border-line p-1.5"
      {...toolbarProps}
    >
      {buttons.map(([text, name, run], index) => (
        <button
          key={name}
          type="button"
          // The name starts with the visible text, so voice control finds the button by it.
          aria-label={`${text}: ${name}`}
          title={name}
          tabIndex={tabIndexOf(index)}
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
        triggerTabIndex={tabIndexOf(buttons.length)}
        onChoose={(item) => insertImage(editor, item, caret.current)}
      />
    </div>
  )
}
