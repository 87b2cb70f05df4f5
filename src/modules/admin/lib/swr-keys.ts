import { mutate } from 'swr'

/** The SWR keys of the admin lists: the public GET endpoints of our REST API. */
export const LIST_KEYS = {
  laporan: '/api/laporan',
  news: '/api/news',
  produk: '/api/produk',
} as const

/**
 * After a change made on another screen: drop every cached page of the list, so the list screen
 * starts from the fresh server-rendered data instead of flashing the old rows.
 */
export const forgetList = (endpoint: string) =>
  mutate((key) => typeof key === 'string' && key.startsWith(`${endpoint}?`), undefined, {
    revalidate: false,
  })
