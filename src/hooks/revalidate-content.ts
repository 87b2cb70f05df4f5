import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

/**
 * Expires the public pages' cached reads of a collection or global after the administrator changes it.
 * Seeds and tests pass `context.disableRevalidate`, since they run outside a Next request.
 */
export function revalidateContent(
  tag: 'laporan' | 'news' | 'produk' | 'site',
): CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook {
  return ({ doc, context, req }) => {
    if (context.disableRevalidate) return doc
    try {
      // After the response: by then the transaction has committed (and cloud uploads finished),
      // so a visitor arriving in between cannot cache the old rows again.
      after(() => revalidateTag(tag, { expire: 0 }))
    } catch (error) {
      // Outside a Next request (CLI, scripts) there is no cache to expire.
      req.payload.logger.debug({ err: error, msg: `revalidate ${tag} skipped` })
    }
    return doc
  }
}
