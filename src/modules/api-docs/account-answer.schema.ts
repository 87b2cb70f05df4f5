import { z } from 'zod'

import type { AccountRow } from '@/modules/accounts/accounts.service'
import { LOGIN_STEPS } from '@/modules/auth/login-challenge'
import type { LoginChallengeAnswer } from '@/modules/auth/login-steps.service'
import type { SessionRow } from '@/modules/auth/sessions.service'

import { loginAnswer } from './answer.schema'

/*
 * The answers of the accounts and second-factor calls, for the published contract; checked
 * against the services' own types below, like the records' answers.
 */

const shownOnce = (what: string) =>
  `${what}; shown in this answer only, never stored in a readable form`

const recoveryCodes = z
  .array(z.string())
  .meta({ description: shownOnce('Ten single-use recovery codes') })

export const totpSetupAnswer = z.object({
  secret: z.string().meta({ description: 'The key to type into the app (base32)' }),
  uri: z.string().meta({ description: 'otpauth:// URI, as the QR code holds it' }),
  qrSvg: z.string().meta({ description: 'The QR code as an SVG document' }),
})

export const loginChallengeAnswer = z.object({
  challenge: z.enum(LOGIN_STEPS).meta({
    description:
      'What is still owed: totp (a six-digit code or a recovery code), new-password (a temporary password must be replaced) or totp-setup (ADMIN_2FA=required and no second factor yet)',
  }),
  ticket: z.string().meta({
    description: 'Send it back to /api/auth/login/verify with the answer; valid 5 minutes',
  }),
  message: z.string().meta({ description: 'Indonesian instruction for the user' }),
  setup: totpSetupAnswer
    .optional()
    .meta({ description: 'totp-setup only: what the authenticator app needs' }),
  recoveryCodes: recoveryCodes.optional(),
})

export const loginVerifyAnswer = loginAnswer.extend({
  recoveryCodes: recoveryCodes
    .optional()
    .meta({ description: 'When this sign-in set the second factor up' }),
})

export const accountAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  nama: z.string().nullable(),
  email: z
    .string()
    .nullable()
    .meta({ format: 'email', description: "Where 'Lupa password?' sends its link" }),
  lastLoginAt: z.string().nullable().meta({ format: 'date-time', description: 'Last sign-in' }),
  totpEnabled: z.boolean().meta({ description: 'Second factor on' }),
  active: z.boolean().meta({ description: 'False: deactivated, cannot sign in' }),
  mustChangePassword: z
    .boolean()
    .meta({ description: 'Holds a temporary password, to be replaced at the next sign-in' }),
  petugasWhistleblowing: z.boolean().meta({
    description: 'Reads the whistleblowing reports; set only by another administrator',
  }),
})

export const accountListAnswer = z.object({ data: z.array(accountAnswer) })

export const accountChangedAnswer = z.object({ account: accountAnswer, message: z.string() })

export const temporaryPasswordAnswer = accountChangedAnswer.extend({
  temporaryPassword: z.string().meta({ description: shownOnce('The temporary password') }),
})

export const recoveryCodesAnswer = z.object({ recoveryCodes, message: z.string() })

export const sessionAnswer = z.object({
  id: z.string(),
  createdAt: z.string().nullable().meta({ format: 'date-time', description: 'Signed in at' }),
  expiresAt: z.string().meta({ format: 'date-time', description: 'Ends unless kept alive' }),
  current: z.boolean().meta({ description: 'The session this call was made with' }),
})

export const sessionListAnswer = z.object({ data: z.array(sessionAnswer) })

export const logoutOthersAnswer = z.object({
  ended: z.number().int().meta({ description: 'How many other sessions ended' }),
  message: z.string(),
})

export const ownEmailAnswer = z.object({
  email: z.string().nullable().meta({ description: 'The address now kept; null when cleared' }),
  message: z.string(),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
// Compile-time guards: typecheck fails when a service's answer and its schema part ways.
export const accountAnswersMatchServices: [
  Same<z.infer<typeof accountAnswer>, AccountRow>,
  Same<Omit<z.infer<typeof loginChallengeAnswer>, 'recoveryCodes'>, LoginChallengeAnswer>,
  Same<z.infer<typeof sessionAnswer>, SessionRow>,
] = [true, true, true]
