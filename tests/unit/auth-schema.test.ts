import { describe, expect, it } from 'vitest'

import { AUTH_MESSAGES, changePasswordFormSchema } from '@/modules/auth/auth.schema'

const messages = (input: Record<string, string>) => {
  const result = changePasswordFormSchema.safeParse(input)
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))]
}

describe('the change-password form', () => {
  it('asks for every field first, without also reporting a mismatch', () => {
    expect(messages({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).toEqual([
      AUTH_MESSAGES.changeRequired,
    ])
  })

  it('reports a mismatch once all three are filled', () => {
    expect(messages({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'b' })).toEqual([
      AUTH_MESSAGES.confirmMismatch,
    ])
    expect(messages({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'a' })).toEqual([])
  })
})
