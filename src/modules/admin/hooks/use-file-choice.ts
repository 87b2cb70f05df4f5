'use client'

import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { useDialogs } from '../components/dialogs'
import { type FileRule, fileProblem } from '../lib/file-rules'

type Problem = NonNullable<ReturnType<typeof fileProblem>>

/**
 * A form's file input: a chosen file is judged at once by the rule the server also applies. A
 * refused one leaves the form (nothing of it may look chosen) with its message under the field,
 * and, for the problems in `announce`, also as an alert.
 */
export function useFileChoice<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  rule: FileRule,
  announce: readonly Problem[] = [],
) {
  const { alert } = useDialogs()
  // Read while rendering, as the forms did, so the form keeps this state up to date.
  const { isSubmitted } = form.formState
  return (file: File | null) => {
    const problem = file && fileProblem(file, rule)
    if (problem) {
      form.setValue(name, null as PathValue<T, Path<T>>)
      form.setError(name, { message: rule.messages[problem] })
      if (announce.includes(problem)) void alert(rule.messages[problem], { tone: 'error' })
      return
    }
    form.setValue(name, file as PathValue<T, Path<T>>, {
      shouldValidate: isSubmitted || file !== null,
    })
  }
}
