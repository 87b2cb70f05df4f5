import { mutate } from 'swr'

/**
 * After a change made on another screen: drop every cached page of the list, so the list screen
 * starts from the fresh server-rendered data instead of flashing the old rows.
 */
export const forgetList = (endpoint: string) =>
  mutate((key) => typeof key === 'string' && key.startsWith(`${endpoint}?`), undefined, {
    revalidate: false,
  })
