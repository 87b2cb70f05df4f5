import type { CollectionBeforeOperationHook } from 'payload'

/** In a write's context: it saves a draft, so the published record keeps its files. */
export const SAVING_DRAFT = 'savingDraft'

/*
 * Payload's drafts (versions.drafts) make a record saved without a status a draft. SPEC's flow
 * has no status: its 'Simpan', the API's POST/PUT/PATCH, the seed and /cms's 'Publish' all make
 * the record public at once, so a write that does not ask for a draft (Payload's `draft: true`,
 * the admin's 'Simpan sebagai draf') and names no status publishes, as before drafts existed.
 * A write that names its status (/cms's 'Unpublish' sends `_status: 'draft'`) keeps it.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  // A draft leaves the published record (and its file) as they are (upload-hooks.ts).
  if (args.draft) req.context[SAVING_DRAFT] = true
  const data = args.data as Record<string, unknown> | undefined
  if (args.draft || !data || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}

/**
 * A record's publication status as a write's data (none for a type without drafts): a write that
 * only moves a record in or out of the trash names it, so a record never published stays a draft.
 */
export const keptStatus = (doc: Record<string, unknown>) =>
  doc._status ? { _status: doc._status } : {}
