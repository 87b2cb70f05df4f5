import type { ReactNode } from 'react'

import { adminTypeOf } from '@/modules/content/admin/generic-type'
import { TypeLoadingTexts } from '@/modules/content/admin/type-loading'

/** The screens of one type, told its loading texts. */
export default async function TypeLayout({
  params,
  children,
}: {
  params: Promise<{ type: string }>
  children: ReactNode
}) {
  const { loading, loadingEdit } = (await adminTypeOf(params)).texts
  return <TypeLoadingTexts texts={{ loading, loadingEdit }}>{children}</TypeLoadingTexts>
}
