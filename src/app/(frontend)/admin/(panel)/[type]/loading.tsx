import { TypeLoading } from '@/modules/content/admin/type-loading'

export default function Loading() {
  return <TypeLoading screen="loading" />
}
