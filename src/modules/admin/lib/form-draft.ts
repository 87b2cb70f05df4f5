/*
 * Unsaved admin forms kept in this browser (localStorage), so that a session ended by the idle
 * timer or on the server costs no typed work: the form offers its draft again after signing in.
 * Only text fields are kept; a chosen file cannot be stored and has to be picked again.
 */

const DRAFT_PREFIX = 'bprs-admin:draft:'
const RETURN_KEY = 'bprs-admin:return-to'
/** A draft older than this is dropped unread: it is no longer what the administrator expects. */
const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export type StoredDraft = { savedAt: number; values: Record<string, unknown> }

function store(): Storage | null {
  // Storage can be switched off (a privacy setting); then nothing is kept, and the forms work on.
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readDraft(path: string): StoredDraft | null {
  const raw = store()?.getItem(DRAFT_PREFIX + path)
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as StoredDraft
    if (typeof draft.savedAt === 'number' && Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS) {
      return draft
    }
  } catch {
    // A damaged entry is as good as none; it is removed below.
  }
  removeDraft(path)
  return null
}

export function writeDraft(path: string, values: Record<string, unknown>) {
  try {
    store()?.setItem(
      DRAFT_PREFIX + path,
      JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft),
    )
  } catch (error) {
    // A full storage quota: the form still works, only the safety copy is missing.
    console.warn('Draf formulir tidak dapat disimpan.', error)
  }
}

export function removeDraft(path: string) {
  store()?.removeItem(DRAFT_PREFIX + path)
}

/** Only a back-office page of this site may be the way back (never another host). */
const isAdminPath = (path: string) => /^\/admin\/[^/\\]/.test(path)

/** Where the administrator was when the session ended, to go back there after signing in. */
export function rememberReturnPath(path: string) {
  if (isAdminPath(path)) store()?.setItem(RETURN_KEY, path)
}

export function forgetReturnPath() {
  store()?.removeItem(RETURN_KEY)
}

/** The remembered page, once: reading it forgets it. */
export function takeReturnPath(): string | null {
  const path = store()?.getItem(RETURN_KEY) ?? null
  forgetReturnPath()
  return path && isAdminPath(path) ? path : null
}
