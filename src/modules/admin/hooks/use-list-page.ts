'use client'

import useSWR from 'swr'

import { fetchPage } from '../lib/api-client'
import { listPageUrl, type ListPage } from '../lib/list-page'
import type { UrlState } from './use-url-state'

/** What the server rendered a list screen with: the page and the API URL it answers. */
export type InitialListPage<T> = ListPage<T> & { key: string }

/** A page with the URL it answers, so what is on screen can say which page it is. */
const fetchKeyedPage = async <T>(key: string): Promise<InitialListPage<T>> => ({
  ...(await fetchPage<T>(key)),
  key,
})

/**
 * The page of `endpoint` the screen's list state (`url`, from useListState) asks for, from the API. While the next page loads the
 * table keeps showing the current one (`busy` meanwhile); the server-rendered page needs no
 * request at all.
 */
export function useListPage<T>(
  endpoint: string,
  initial: InitialListPage<T> | null,
  url: Pick<UrlState, 'get'>,
) {
  const key = listPageUrl(endpoint, url.get)
  const swr = useSWR(key, fetchKeyedPage<T>, {
    fallbackData: initial?.key === key ? initial : undefined,
    keepPreviousData: true,
  })
  const busy = !swr.error && swr.data?.key !== key
  return { ...swr, key, busy }
}

/** The page on screen without a record just deleted, before the API refills it. */
export const withoutItem =
  (id: string) =>
  <T extends { _id: string }>(page: InitialListPage<T> | undefined) =>
    page && { ...page, items: page.items.filter((item) => item._id !== id), total: page.total - 1 }
