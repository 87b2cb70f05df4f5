'use client'

/* eslint-disable @next/next/no-img-element -- a thumbnail of the library's own rendition */

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getNodeByKey, DecoratorNode, type NodeKey, type SerializedLexicalNode } from 'lexical'
import type { JSX } from 'react'
import useSWR from 'swr'

import type { MediaDto } from '@/content-types'

import { newNodeKey } from '../richtext.convert'
import { IMAGE_TYPE } from '../richtext.rules'

/*
 * An image of the media library inside a body, in the admin editor. It stores what Payload's
 * upload node stores (the item's id; /cms edits the same JSON); the editor shows the item's
 * thumbnail and alt text, read from the library, and a button that takes the image out.
 */

export type SerializedImageNode = SerializedLexicalNode & {
  type: 'upload'
  relationTo: typeof IMAGE_TYPE
  value: number
  fields: Record<string, never>
  id: string
  format: string
}

const readItem = async (url: string) => {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as MediaDto
}

function ImagePreview({ mediaId, nodeKey }: { mediaId: number; nodeKey: NodeKey }) {
  const [editor] = useLexicalComposerContext()
  const { data, error } = useSWR(`/api/media/${mediaId}`, readItem, { revalidateOnFocus: false })
  const remove = () =>
    editor.update(() => {
      $getNodeByKey(nodeKey)?.remove()
    })
  return (
    <figure className="my-2 flex items-center gap-3 rounded-lg border border-line bg-surface-alt p-2">
      {data?.gambar ? (
        <img
          src={data.gambar.card ?? data.gambar.src}
          alt={data.alt}
          className="h-16 w-24 rounded object-cover"
        />
      ) : (
        <div aria-hidden className="h-16 w-24 rounded bg-brand-100" />
      )}
      <figcaption className="flex-1 text-sm text-ink">
        {error
          ? 'Gambar ini tidak ada lagi di Pustaka Media; hapus dan pilih lagi.'
          : data
            ? `Gambar: ${data.alt}`
            : 'Memuat gambar…'}
      </figcaption>
      <button
        type="button"
        onClick={remove}
        className="rounded-md px-2 py-1 text-sm font-semibold text-danger hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Hapus gambar
      </button>
    </figure>
  )
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __mediaId: number
  __id: string

  static getType() {
    return 'upload'
  }

  static clone(node: ImageNode) {
    return new ImageNode(node.__mediaId, node.__id, node.__key)
  }

  constructor(mediaId: number, id: string, key?: NodeKey) {
    super(key)
    this.__mediaId = mediaId
    this.__id = id
  }

  static importJSON(json: SerializedImageNode) {
    return $createImageNode(Number(json.value), json.id)
  }

  exportJSON(): SerializedImageNode {
    return {
      type: 'upload',
      version: 3,
      relationTo: IMAGE_TYPE,
      value: this.__mediaId,
      fields: {},
      id: this.__id,
      format: '',
    }
  }

  createDOM() {
    return document.createElement('div')
  }

  updateDOM() {
    return false
  }

  isInline() {
    return false
  }

  decorate() {
    return <ImagePreview mediaId={this.__mediaId} nodeKey={this.getKey()} />
  }
}

export const $createImageNode = (mediaId: number, id = newNodeKey()) => new ImageNode(mediaId, id)
