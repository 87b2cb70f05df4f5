import { idParam, type Json, operation, ref, setCookie } from './operation'

/*
 * The calls of issue 31 in the contract: finishing a sign-in that owes more than a password,
 * one's own second factor, and the administrator accounts.
 */

const json = (schema: string) => ({ type: 'application/json' as const, schema })
const session = { admin: true }
const CONFIRM =
  "Needs the caller's own password (currentPassword): a stolen session alone cannot add, deactivate or reset an account. A wrong one counts toward the login throttle."

/** The login's other answer: more is owed, and the ticket carries what was proved so far. */
export const loginChallenge = {
  status: 202,
  description:
    'The password was right, but the account owes one more step; send the answer with the ticket to /api/auth/login/verify. No cookie yet.',
  schema: ref('LoginChallenge'),
}

export function accountPaths(): Json {
  return {
    '/api/auth/login/verify': {
      post: operation({
        tag: 'Auth',
        summary: 'Complete a sign-in: answer the challenge of /api/auth/login',
        description:
          "totp: { ticket, code } with a six-digit code (±30 s, each accepted once) or a recovery code (each accepted once). new-password: { ticket, newPassword } (at least 12 characters, not a common one). totp-setup: { ticket, code } from the app set up with the challenge's setup. Codes count toward the login throttle. The answer is the next challenge (202) or the session, as the login gives it.",
        body: json('LoginVerifyRequest'),
        ok: {
          description: 'Signed in; the cookie is set too',
          schema: ref('LoginVerifyResult'),
          headers: setCookie,
        },
        also: [{ ...loginChallenge, description: 'Answered; one more step is owed' }],
        errors: [400, 401, 403, 413, 429, 503],
        errorNotes: { 401: 'A wrong or reused code, or a ticket that expired or is void' },
      }),
    },
    '/api/auth/2fa/setup': {
      post: operation({
        ...session,
        tag: 'Auth',
        summary: 'Start adding a second factor (TOTP): a new key and its QR code',
        description: 'The key takes effect once /api/auth/2fa/confirm gets a code made from it.',
        ok: { description: 'The key, its URI and QR code', schema: ref('TotpSetup') },
        errors: [400, 401, 403, 503],
      }),
    },
    '/api/auth/2fa/confirm': {
      post: operation({
        ...session,
        tag: 'Auth',
        summary: 'Turn the second factor on with a code from the app',
        body: json('TotpCodeRequest'),
        ok: { description: 'On; the recovery codes, once', schema: ref('RecoveryCodes') },
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    '/api/auth/2fa/disable': {
      post: operation({
        ...session,
        tag: 'Auth',
        summary: 'Turn the second factor off (password and a code or recovery code)',
        description: 'Refused (400) when ADMIN_2FA=required.',
        body: json('TotpDisableRequest'),
        ok: { description: 'Off', schema: ref('Message') },
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    '/api/auth/sessions': {
      get: operation({
        ...session,
        tag: 'Auth',
        summary: "The caller's own signed-in sessions, newest first",
        ok: { description: 'The sessions; current marks this one', schema: ref('SessionList') },
        errors: [401, 503],
      }),
    },
    '/api/auth/logout-others': {
      post: operation({
        ...session,
        tag: 'Auth',
        summary: 'Sign out everywhere else: every session of the caller but this one ends',
        ok: { description: 'Ended', schema: ref('LogoutOthersResult') },
        errors: [401, 403, 503],
      }),
    },
    '/api/auth/email': {
      put: operation({
        ...session,
        tag: 'Auth',
        summary: "Set or clear one's own e-mail address, where 'Lupa password?' sends its link",
        description: 'Needs the current password again (it counts toward the login throttle).',
        body: json('OwnEmailRequest'),
        ok: { description: 'Saved', schema: ref('OwnEmailResult') },
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    '/api/auth/forgot-password': {
      post: operation({
        tag: 'Auth',
        summary: "'Lupa password?': mail a single-use link, valid 30 minutes",
        description:
          'Only with SMTP configured (else 400 saying whom to ask). The answer is the same whether the account exists, has an e-mail address, or not. Counts toward the login throttle of the address.',
        body: json('ForgotPasswordRequest'),
        ok: { description: 'The one answer for every username', schema: ref('Message') },
        errors: [400, 403, 413, 429, 503],
      }),
    },
    '/api/auth/reset-password': {
      post: operation({
        tag: 'Auth',
        summary: 'Set a new password with the token of a mailed link (once, within 30 minutes)',
        description:
          'Every session of the account ends; a second factor is still asked at sign-in.',
        body: json('ResetPasswordRequest'),
        ok: { description: 'Changed; sign in with it', schema: ref('Message') },
        errors: [400, 403, 413, 503],
        errorNotes: { 400: 'A link unknown, used or expired, or a weak password' },
      }),
    },
    '/api/administrator': {
      get: operation({
        ...session,
        tag: 'Administrator',
        summary: 'Every administrator account, by username (no secrets)',
        ok: { description: 'The accounts', schema: ref('AccountList') },
        errors: [401, 503],
      }),
      post: operation({
        ...session,
        tag: 'Administrator',
        summary: 'Add an administrator with a temporary password',
        description: `The new account must replace the password at its first sign-in. ${CONFIRM}`,
        body: json('AccountCreateRequest'),
        ok: {
          status: 201,
          description: 'Added',
          schema: ref('AccountWithTemporaryPassword'),
        },
        errors: [400, 401, 403, 413, 429, 503],
      }),
    },
    '/api/administrator/{id}': {
      parameters: [idParam("The account's id")],
      patch: operation({
        ...session,
        tag: 'Administrator',
        summary: 'Deactivate (its sessions end) or reactivate another account',
        description: CONFIRM,
        body: json('AccountActiveRequest'),
        ok: { description: 'Changed', schema: ref('AccountChanged') },
        errors: [400, 401, 403, 404, 413, 429, 503],
        errorNotes: {
          403: "One's own account or the last active one, or a call from another site's page",
        },
      }),
    },
    '/api/administrator/{id}/reset-password': {
      parameters: [idParam("The account's id")],
      post: operation({
        ...session,
        tag: 'Administrator',
        summary: 'Give another account a temporary password (its sessions end)',
        description: `It must be replaced at that account's next sign-in. ${CONFIRM}`,
        body: json('ConfirmPasswordRequest'),
        ok: { description: 'Reset', schema: ref('AccountWithTemporaryPassword') },
        errors: [400, 401, 403, 404, 413, 429, 503],
        errorNotes: {
          403: "One's own account (use change-password), or a call from another site's page",
        },
      }),
    },
    '/api/administrator/{id}/whistleblowing': {
      parameters: [idParam("The account's id")],
      put: operation({
        ...session,
        tag: 'Administrator',
        summary: 'Mark another account a whistleblowing officer, or no longer',
        description: `Only officers read the whistleblowing reports. Recorded in the audit trail. ${CONFIRM}`,
        body: json('AccountOfficerRequest'),
        ok: { description: 'Changed', schema: ref('AccountChanged') },
        errors: [400, 401, 403, 404, 413, 429, 503],
        errorNotes: { 403: "One's own account, or a call from another site's page" },
      }),
    },
  }
}
