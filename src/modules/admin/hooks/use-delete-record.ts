'use client'

import { useCallback } from 'react'

import { useDialogs } from '../components/dialogs'
import { requestJson } from '../lib/api-client'
import { type Feedback, useFeedback } from './use-feedback'

type DeleteRecord = {
  /** The collection's API path (`/api/news`); a record is deleted at `${endpoint}/${id}`. */
  endpoint: string
  texts: { confirmDelete: string; deleted: string; deleteFailed: string }
  feedback: Feedback
  /** What the list does once the record is gone (SPEC 4 differs per screen). */
  onDeleted: (id: string) => Promise<unknown>
}

/** The one delete flow of the admin tables: confirm, delete, update the list, tell the outcome. */
export function useDeleteRecord({ endpoint, texts, feedback, onDeleted }: DeleteRecord) {
  const { confirm } = useDialogs()
  const tell = useFeedback(feedback)
  return useCallback(
    async (id: string) => {
      if (!(await confirm(texts.confirmDelete, { confirmLabel: 'Hapus', danger: true }))) return
      const result = await requestJson('DELETE', `${endpoint}/${id}`)
      if (!result.ok) {
        await tell('error', texts.deleteFailed, result.error)
        return
      }
      await onDeleted(id)
      await tell('success', texts.deleted)
    },
    [confirm, endpoint, onDeleted, tell, texts],
  )
}
