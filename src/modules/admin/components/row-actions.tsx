'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import Link from 'next/link'
import { useRef } from 'react'

import { useHydrated } from '@/components/ui/use-carousel'

import { EditIcon, EyeIcon, MoreIcon, TrashIcon } from './icons'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800'

const linkItem = (href: string, Icon: typeof EditIcon, label: string) => (
  <DropdownMenu.Item asChild className={itemClass}>
    <Link href={href}>
      <Icon width={16} height={16} />
      {label}
    </Link>
  </DropdownMenu.Item>
)

const mainElement = () =>
  typeof document === 'undefined' ? undefined : (document.getElementById('konten') ?? undefined)

/**
 * A row's action menu: Detail and Edit are links, Hapus asks first (the caller confirms). A
 * second Hapus while the first deletion runs is ignored, so it cannot send a second request.
 */
export function RowActions({
  label,
  detailHref,
  editHref,
  onDelete,
}: {
  /** The row's title, so each menu button is named after its row. */
  label: string
  detailHref?: string
  editHref: string
  onDelete: () => Promise<void>
}) {
  // A ref, not a disabled item: the item must stay reachable by the arrow keys the moment the
  // confirmation is answered with no.
  const deleting = useRef(false)
  // Until React runs, the server-rendered button would swallow a click: it says so instead.
  const hydrated = useHydrated()
  const remove = async () => {
    if (deleting.current) return
    deleting.current = true
    try {
      await onDelete()
    } finally {
      deleting.current = false
    }
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-line bg-white text-muted hover:bg-surface-alt hover:text-ink data-[state=open]:bg-surface-alt"
        aria-label={`Aksi untuk ${label}`}
        disabled={!hydrated}
      >
        <MoreIcon />
      </DropdownMenu.Trigger>
      {/* Into the page's <main>, so the open menu belongs to a landmark like the row it serves. */}
      <DropdownMenu.Portal container={mainElement()}>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-40 rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          {detailHref ? linkItem(detailHref, EyeIcon, 'Detail') : null}
          {linkItem(editHref, EditIcon, 'Edit')}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={`${itemClass} text-danger data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger`}
            onSelect={() => void remove()}
          >
            <TrashIcon width={16} height={16} />
            Hapus
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
