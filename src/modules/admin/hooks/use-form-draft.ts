'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { readDraft, removeDraft, type StoredDraft, writeDraft } from '../lib/form-draft'

/** How long typing may pause before the draft is written (and on leaving the page at once). */
const SAVE_DELAY_MS = 400

/**
 * Keeps a form's text fields as a draft in this browser while they differ from what the form
 * opened with, and offers a draft left by an earlier visit (a session that ended) to restore.
 * `fields` are the fields kept, the first one taking the focus after restore or discard.
 */
export function useFormDraft<T extends FieldValues>(
  // The form's transformed output type does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  fields: readonly Path<T>[],
) {
  const path = usePathname()
  const [offer, setOffer] = useState<StoredDraft | null>(null)
  const finished = useRef(false)
  const flush = useRef<(() => void) | null>(null)
  const { watch, getValues, reset, setFocus } = form
  const fieldList = fields.join(',')

  useEffect(() => {
    const names = fieldList.split(',') as Path<T>[]
    const pick = (values: Record<string, unknown>) =>
      Object.fromEntries(names.map((name) => [name, values[name]]))
    const initial = JSON.stringify(pick(getValues()))

    const earlier = readDraft(path)
    if (earlier && JSON.stringify(earlier.values) !== initial) {
      // Storage is read after hydration: the server cannot know what this browser kept.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOffer(earlier)
    }

    let timer: ReturnType<typeof setTimeout> | undefined
    const save = (values: Record<string, unknown>) => {
      clearTimeout(timer)
      flush.current = null
      if (finished.current) return
      const picked = pick(values)
      if (JSON.stringify(picked) === initial) removeDraft(path)
      else writeDraft(path, picked)
    }
    const subscription = watch((watched) => {
      const values = watched as Record<string, unknown>
      clearTimeout(timer)
      flush.current = () => save(values)
      timer = setTimeout(() => save(values), SAVE_DELAY_MS)
    })
    return () => {
      subscription.unsubscribe()
      // Leaving the page (a session that ends navigates away) writes the last keystrokes too.
      flush.current?.()
    }
  }, [path, fieldList, watch, getValues])

  // The focus goes to the first field once the notice (holding the pressed button) is gone and
  // the restored fields are registered again.
  const focusFirst = useRef(false)
  useEffect(() => {
    if (!focusFirst.current) return
    focusFirst.current = false
    setFocus(fields[0])
  })

  const restore = useCallback(() => {
    if (!offer) return
    reset({ ...getValues(), ...offer.values } as T, { keepDefaultValues: true })
    focusFirst.current = true
    setOffer(null)
  }, [offer, reset, getValues])

  const discard = useCallback(() => {
    removeDraft(path)
    focusFirst.current = true
    setOffer(null)
  }, [path])

  /** After a successful save: the draft has served its purpose. */
  const clear = useCallback(() => {
    finished.current = true
    removeDraft(path)
  }, [path])

  /** Writes a pending draft now, before the page is left on purpose. */
  const saveNow = useCallback(() => flush.current?.(), [])

  return { offer, restore, discard, clear, saveNow }
}
