import { AsyncLocalStorage } from 'node:async_hooks'

/*
 * The headers of the /api request being handled, for code deep below the services (Payload's
 * hooks) that must know where a change came from but is called through the Local API without
 * the request itself.
 */
const scope = new AsyncLocalStorage<Headers>()

export const withRequestHeaders = <T>(headers: Headers, run: () => Promise<T>) =>
  scope.run(headers, run)

export const currentRequestHeaders = (): Headers | undefined => scope.getStore()
