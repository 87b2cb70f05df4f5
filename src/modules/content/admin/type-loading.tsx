'use client'

import { createContext, type ReactNode, use } from 'react'

import { LoadingText } from '@/modules/admin/components/loading-text'

type Texts = { loading?: string; loadingEdit?: string }

const LoadingTexts = createContext<Texts>({})

/** Hands a type's loading texts to its screens' loading states, which get no params. */
export function TypeLoadingTexts({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <LoadingTexts value={texts}>{children}</LoadingTexts>
}

/** What a type's screen shows while it loads (SPEC: produk's 'Loading...'); nothing by default. */
export function TypeLoading({ screen }: { screen: 'loading' | 'loadingEdit' }) {
  const text = use(LoadingTexts)[screen]
  return text ? <LoadingText text={text} /> : null
}
