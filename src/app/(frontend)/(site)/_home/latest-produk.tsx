import { connection } from 'next/server'

import { pickRandom } from '@/lib/random'
import { ProdukCard } from '@/modules/produk/components/produk-card'
import { getCachedProduk } from '@/modules/site/public-content'

/** SPEC 9: 4 random products on the home page, picked per visit. */
const COUNT = 4

export async function LatestProduk() {
  await connection()
  let picks
  try {
    picks = pickRandom(await getCachedProduk(), COUNT)
  } catch {
    return (
      <p role="alert" className="text-danger">
        Gagal memuat data produk.
      </p>
    )
  }
  return (
    // Phones scroll sideways with snap points; from sm up it is a grid of 2, then 4 columns.
    <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
      {picks.map((produk) => (
        <li key={produk.slug} className="flex w-[78%] shrink-0 snap-start sm:w-auto">
          <ProdukCard produk={produk} className="w-full" />
        </li>
      ))}
    </ul>
  )
}
