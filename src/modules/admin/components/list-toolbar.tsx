import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { SearchField } from '@/components/ui/search-field'

import type { ListState } from '../hooks/use-list-state'
import { PlusIcon } from './icons'

type Props = {
  /** The list's search text, kept in the URL. */
  list: Pick<ListState, 'query' | 'setQuery'>
  /** The spec's placeholder, e.g. 'Cari judul laporan...'. */
  placeholder: string
  addHref: string
  /** What 'Tambah' adds, for screen readers ('Laporan', 'News', 'Produk'). */
  addWhat: string
  /** Extra filters beside the search box. */
  children?: ReactNode
}

/** The row above every admin list: title search, optional filters and the 'Tambah' button. */
export function ListToolbar({ list, placeholder, addHref, addWhat, children }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-1 flex-wrap items-center gap-3">
        <SearchField
          className="w-full max-w-sm"
          value={list.query}
          onValueChange={list.setQuery}
          placeholder={placeholder}
          label={placeholder.replace(/\.+$/, '')}
        />
        {children}
      </div>
      <Link href={addHref} className={buttonClass('primary')}>
        <PlusIcon width={18} height={18} />
        Tambah<span className="sr-only"> {addWhat}</span>
      </Link>
    </div>
  )
}
