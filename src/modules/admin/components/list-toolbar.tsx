import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-styles'
import { PlusIcon } from './icons'
import { SearchField } from '@/components/ui/search-field'

type Props = {
  query: string
  onQuery: (value: string) => void
  /** The spec's placeholder, e.g. 'Cari judul laporan...'. */
  placeholder: string
  addHref: string
  /** What 'Tambah' adds, for screen readers ('Laporan', 'News', 'Produk'). */
  addWhat: string
  /** Extra filters beside the search box. */
  children?: ReactNode
}

/** The row above every admin list: title search, optional filters and the 'Tambah' button. */
export function ListToolbar({ query, onQuery, placeholder, addHref, addWhat, children }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-1 flex-wrap items-center gap-3">
        <SearchField
          className="w-full max-w-sm"
          value={query}
          onValueChange={onQuery}
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
