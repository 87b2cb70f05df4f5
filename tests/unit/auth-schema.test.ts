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
    const strong = 'kebun-salak-pagi-7'
    expect(
      messages({ currentPassword: 'x', newPassword: strong, confirmPassword: strong }),
    ).toEqual([])
  })

  it('asks for 12 characters once the two new passwords match', () => {
    expect(
      messages({
        currentPassword: 'x',
        newPassword: 'pendek-11ch',
        confirmPassword: 'pendek-11ch',
      }),
    ).toEqual([AUTH_MESSAGES.passwordWeak])
  })
})
