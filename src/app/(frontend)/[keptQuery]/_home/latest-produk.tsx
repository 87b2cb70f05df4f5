import { RandomPicks } from '@/components/ui/random-picks'
import { ProdukCard } from '@/modules/produk/components/produk-card'
import type { ProdukDto } from '@/modules/produk/produk.types'

/** SPEC 9: 4 random products on the home page, picked per visit from the newest few. */
const COUNT = 4

export function LatestProduk({ produk }: { produk: ProdukDto[] }) {
  return (
    // Phones scroll sideways with snap points; from sm up it is a grid of 2, then 4 columns.
    <RandomPicks
      count={COUNT}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
    >
      {produk.map((item) => (
        <li key={item.slug} className="flex w-[78%] shrink-0 snap-start sm:w-auto">
          <ProdukCard produk={item} className="w-full" />
        </li>
      ))}
    </RandomPicks>
  )
}
