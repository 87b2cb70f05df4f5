import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { type ContentTag, expireContent } from '@/modules/content/content-cache'

/**
 * Expires the public pages' cache of a collection or global after any change, including those
 * made in /cms. A change through the services is expired twice: by the service itself before it
 * answers (so the back-office sees it at once), and here again after the response, which costs
 * a few Redis calls and nothing else. Seeds and tests pass `context.disableRevalidate`.
 */
export function revalidateContent(
  tag: ContentTag,
): CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook {
  return ({ doc, context, req }) => {
    if (context.disableRevalidate) return doc
    try {
      // After the response: by then the transaction has committed (and cloud uploads finished),
      // so a visitor arriving in between cannot cache the old rows again.
      after(() => expireContent(tag))
    } catch (error) {
      // Outside a Next request (CLI, scripts) there is no cache to expire.
      req.payload.logger.debug({ err: error, msg: `revalidate ${tag} skipped` })
    }
    return doc
  }
}
