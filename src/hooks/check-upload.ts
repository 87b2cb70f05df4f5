import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { sniffMime } from '@/lib/sniff-mime'

export type UploadRule = {
  mimeTypes: string[]
  maxBytes: number
  /** Whether a new document must come with a file. */
  requiredOnCreate: boolean
  messages: { required: string; fileType: string; fileSize: string }
}

function fail(message: string): never {
  throw new ValidationError({ errors: [{ message, path: 'file' }] })
}

/** The type (by magic bytes) and size rules for one upload; returns the real MIME type. */
export function assertUploadAllowed(
  file: { data: Buffer; size: number },
  rule: Pick<UploadRule, 'mimeTypes' | 'maxBytes' | 'messages'>,
): string {
  const mime = file.data?.length ? sniffMime(file.data) : null
  if (!mime || !rule.mimeTypes.includes(mime)) fail(rule.messages.fileType)
  if (file.size > rule.maxBytes || file.data.length > rule.maxBytes) fail(rule.messages.fileSize)
  return mime
}

/**
 * Judges an upload by its bytes and size before Payload writes anything to storage, so a
 * rejected file never reaches the disk or the bucket and no row is created.
 */
export function checkUpload(rule: UploadRule): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) {
      if (operation === 'create' && rule.requiredOnCreate) fail(rule.messages.required)
      return args
    }
    file.mimetype = assertUploadAllowed(file, rule)
    return args
  }
}
