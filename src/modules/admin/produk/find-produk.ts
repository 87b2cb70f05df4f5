import { AppError } from '@/lib/errors'
import type { ServiceContext } from '@/lib/payload'
import { getProdukOrThrow, type ProdukDto } from '@/modules/produk/produk.service'

/** The product, or null when the id names none (any other failure still throws). */
export async function findProduk(ctx: ServiceContext, id: string): Promise<ProdukDto | null> {
  try {
    return await getProdukOrThrow(ctx, id)
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}
