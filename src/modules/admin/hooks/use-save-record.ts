'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { toast } from 'sonner'

import { SESSION_TEXT } from '../lib/session-messages'
import { forgetList } from '../lib/swr-keys'
import { type Feedback, useFeedback } from './use-feedback'
import { useLeaveToLogin } from './use-leave-to-login'
import { UPLOAD_CANCELLED, useUpload } from './use-upload'

export type SaveRecord = {
  /** The collection's API path and list key (`/api/news`); an edit goes to `${endpoint}/${id}`. */
  endpoint: string
  /** The record being edited; none when adding. */
  id?: string
  /** SPEC 7 updates a report with PATCH, news and products with PUT. */
  updateMethod: 'PATCH' | 'PUT'
  /** Where a saved record leads back to. */
  listHref: string
  texts: { added: string; addFailed: string; updated: string; updateFailed: string }
  feedback: Feedback
  draft: { saveNow(): void; clear(): void }
}

/**
 * The one submit flow of the admin forms: the upload with its progress and cancel, a session that
 * ended (the draft is kept for after the new sign-in), a refusal, and on success the message, the
 * list refreshed and the way back to it. The forms keep only their fields and texts.
 */
export function useSaveRecord(record: SaveRecord) {
  const { endpoint, id, updateMethod, listHref, texts, draft } = record
  const router = useRouter()
  const tell = useFeedback(record.feedback)
  const upload = useUpload()
  const leaveToLogin = useLeaveToLogin()
  const submitId = useId()
  const editing = id !== undefined

  /** `told` replaces some of the texts for this save (a draft's message). */
  const save = async (body: FormData, told: Partial<SaveRecord['texts']> = {}) => {
    const said = { ...texts, ...told }
    const result = await upload.send(
      editing ? updateMethod : 'POST',
      editing ? `${endpoint}/${id}` : endpoint,
      body,
    )
    if (!result.ok && result.cancelled) {
      toast(UPLOAD_CANCELLED)
      document.getElementById(submitId)?.focus()
      return
    }
    if (!result.ok && result.status === 401) {
      draft.saveNow()
      toast.error(SESSION_TEXT.sessionEnded)
      leaveToLogin()
      return
    }
    if (!result.ok) {
      await tell('error', editing ? said.updateFailed : said.addFailed, result.error)
      return
    }
    draft.clear()
    await tell('success', editing ? said.updated : said.added)
    await forgetList(endpoint)
    router.push(listHref)
  }

  return { save, submitId, editing, progress: upload.progress, cancel: upload.cancel }
}
