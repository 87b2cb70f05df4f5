'use client'

import { type ReactNode, useId } from 'react'
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'

import { useHydrated } from '@/components/ui/use-carousel'
import { ErrorSummaryId } from '@/components/ui/field'
import type { useRecordForm } from '../hooks/use-record-form'
import { DraftNotice } from './draft-notice'
import { FormError } from './form-error'
import { SaveBar } from './save-bar'

type AdminFormProps<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>
  record: ReturnType<typeof useRecordForm>
  /** What a valid form does; saving the record when not given. */
  onSubmit?: SubmitHandler<Out>
  /** The form's validation messages; each invalid Field points to them. */
  messages: Array<string | undefined>
  className?: string
  /** A second save beside the form's own (a draft). */
  alternative?: { label: string; onClick: () => void }
  children: ReactNode
}

/**
 * The frame of every back-office form: the draft an earlier visit left, the messages, the fields,
 * and the save bar with the upload's progress.
 */
export function AdminForm<In extends FieldValues, Out extends FieldValues>({
  form,
  record: { draft, saving, save },
  onSubmit = save,
  messages,
  className,
  alternative,
  children,
}: AdminFormProps<In, Out>) {
  const errorsId = useId()
  // What is typed into the server-rendered fields before React runs is reset by hydration, and
  // the save would then send the record's old values: the fields take input once React runs.
  const hydrated = useHydrated()
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={className}>
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
        {draft.offer ? (
          <DraftNotice draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
        ) : null}
        <FormError id={errorsId} messages={messages} />
        <ErrorSummaryId value={errorsId}>{children}</ErrorSummaryId>
        <SaveBar {...saving} alternative={alternative} pending={form.formState.isSubmitting} />
      </fieldset>
    </form>
  )
}
