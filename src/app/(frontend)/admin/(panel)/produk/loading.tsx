import { LoadingText } from '@/modules/admin/components/loading-text'
import { PRODUK_TEXT } from '@/modules/produk/admin/produk-text'

export default function Loading() {
  return <LoadingText text={PRODUK_TEXT.loading} />
}
