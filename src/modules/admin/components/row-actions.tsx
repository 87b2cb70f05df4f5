'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import Link from 'next/link'
import { useState } from 'react'

import { EditIcon, EyeIcon, MoreIcon, TrashIcon } from './icons'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800'

/**
 * A row's action menu: Detail and Edit are links, Hapus asks first (the caller confirms). Hapus
 * stays off while its deletion runs, so a second click cannot send a second request.
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
  const [deleting, setDeleting] = useState(false)
  const remove = async () => {
    setDeleting(true)
    try {
      await onDelete()
    } finally {
      setDeleting(false)
    }
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-line bg-white text-muted hover:bg-surface-alt hover:text-ink data-[state=open]:bg-surface-alt"
        aria-label={`Aksi untuk ${label}`}
      >
        <MoreIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-40 rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          {detailHref ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={detailHref}>
                <EyeIcon width={16} height={16} />
                Detail
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={editHref}>
              <EditIcon width={16} height={16} />
              Edit
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={`${itemClass} text-danger data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger`}
            disabled={deleting}
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
