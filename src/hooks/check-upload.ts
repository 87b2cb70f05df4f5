import {
  beforeChangeTraverseFields,
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'

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
  return async ({ args, collection, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) {
      if (operation === 'create' && rule.requiredOnCreate) fail(rule.messages.required)
      return args
    }
    file.mimetype = assertUploadAllowed(file, rule)
    const id = 'id' in args ? args.id : undefined
    if (operation === 'update' && (typeof id === 'string' || typeof id === 'number')) {
      await assertUpdateValid({ collection, id, data: args.data ?? {}, req })
    }
    return args
  }
}

/**
 * Payload stores a replacement file and deletes the old one before it validates the other
 * fields, so a refused update would lose the old file and leave the new one behind. Running
 * the same field validation first refuses such an update before any file is touched.
 */
async function assertUpdateValid({
  collection,
  id,
  data,
  req,
}: {
  collection: SanitizedCollectionConfig
  id: number | string
  data: Record<string, unknown>
  req: PayloadRequest
}) {
  const doc = await req.payload.findByID({
    collection: collection.slug,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // A copy, because field hooks may rewrite the data they are given.
  const merged: Record<string, unknown> = structuredClone({ ...doc, ...data })
  const errors: { message: string; path: string }[] = []
  await beforeChangeTraverseFields({
    id,
    collection,
    context: req.context,
    data: merged,
    doc,
    docWithLocales: doc,
    errors,
    fieldLabelPath: '',
    fields: collection.fields,
    global: null,
    mergeLocaleActions: [],
    operation: 'update',
    overrideAccess: true,
    parentIndexPath: '',
    parentIsLocalized: false,
    parentPath: '',
    parentSchemaPath: '',
    req,
    siblingData: merged,
    siblingDoc: doc,
    siblingDocWithLocales: doc,
    skipValidation: false,
  })
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors })
}
