import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth.schema'

let common: Promise<Set<string>> | undefined

// The list (about 49,000 passwords) is loaded on the first password set, not at start-up.
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ))

/** The rule for every new password, wherever it is set; returns its message when broken. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordWeak
  if ((await commonPasswords()).has(password.toLowerCase())) return AUTH_MESSAGES.passwordWeak
  return null
}
