import { setAnswerStatus } from '@/lib/answer-status'
import { issueFormToken } from './form-token'

/**
 * A public form's refusal as its page shows it again: the answer's status, the message, each
 * field's error, what the visitor typed (the echoed fields only, each bounded) and a fresh token.
 */
export function refusedForm<F extends string>(
  outcome: { status: number; message: string; errors?: Partial<Record<F, string>> },
  fields: Partial<Record<string, string>> | null,
  echoed: readonly F[],
  maxLength: number,
) {
  setAnswerStatus(outcome.status)
  const values: Partial<Record<F, string>> = {}
  for (const name of echoed) {
    const value = fields?.[name]
    if (value !== undefined) values[name] = value.slice(0, maxLength)
  }
  return {
    status: 'refused' as const,
    message: outcome.message,
    errors: outcome.errors ?? {},
    values,
    token: issueFormToken(),
  }
}
