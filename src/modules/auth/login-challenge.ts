import { createHash, timingSafeEqual } from 'node:crypto'

import { APIError } from 'payload'

import type { User } from '@/payload-types'

import { keyedHash } from './secret-box'

/**
 * What an account still owes after its password: the six-digit code (or a recovery code), a new
 * password in place of a temporary one, and, under ADMIN_2FA=required, setting up the second
 * factor. `/api/auth/login` answers the first of them as a challenge; `/api/auth/login/verify`
 * takes the answer and gives the next one, or the session once nothing is owed.
 */
export const LOGIN_STEPS = ['totp', 'new-password', 'totp-setup'] as const
export type LoginStep = (typeof LOGIN_STEPS)[number]

export const CHALLENGE_MESSAGES: Record<LoginStep, string> = {
  totp: 'Masukkan kode 6 digit dari aplikasi autentikator, atau salah satu kode pemulihan.',
  'new-password': 'Password Anda adalah password sementara. Buat password baru untuk melanjutkan.',
  'totp-setup':
    'Verifikasi dua langkah wajib untuk akun administrator. Pindai kode QR dengan aplikasi autentikator, lalu masukkan kode 6 digitnya.',
}

/** Read at each sign-in, so turning it on needs no restart of a test or a server. */
export const secondFactorRequired = () => process.env.ADMIN_2FA === 'required'

type StepUser = Pick<User, 'totpEnabled' | 'mustChangePassword'>

export function pendingSteps(user: StepUser, done: readonly LoginStep[]): LoginStep[] {
  const owed: LoginStep[] = []
  // A code typed to set the factor up at this sign-in proves it as well.
  const proved = done.includes('totp') || done.includes('totp-setup')
  if (user.totpEnabled && !proved) owed.push('totp')
  if (user.mustChangePassword) owed.push('new-password')
  if (secondFactorRequired() && !user.totpEnabled) owed.push('totp-setup')
  return owed
}

/** Thrown by the users collection's beforeLogin: the password was right, but more is owed. */
export class LoginChallenge extends APIError {
  constructor(
    readonly userId: number,
    readonly step: LoginStep,
  ) {
    super(
      'Akun ini perlu langkah tambahan untuk masuk: masuk melalui halaman /admin.',
      403,
      undefined,
      true,
    )
    this.name = 'LoginChallenge'
  }
}

export const TICKET_SECONDS = 5 * 60
const TICKET_PURPOSE = 'login-ticket'

type Ticket = { u: number; n: string; d: LoginStep[]; p: string; e: number }

/** Ties a ticket to the stored password: once it changes, tickets issued before are void. */
const passwordMark = (user: { salt?: string | null }) =>
  createHash('sha256')
    .update(user.salt ?? '')
    .digest('base64url')
    .slice(0, 16)

/** A signed, short-lived note that `user` proved its password (and `done` so far). */
export function issueTicket(
  user: { id: number; username: string; salt?: string | null },
  done: LoginStep[],
  now = Date.now(),
): string {
  const body: Ticket = {
    u: user.id,
    n: user.username,
    d: done,
    p: passwordMark(user),
    e: Math.floor(now / 1000) + TICKET_SECONDS,
  }
  const text = Buffer.from(JSON.stringify(body)).toString('base64url')
  return `${text}.${keyedHash(text, TICKET_PURPOSE)}`
}

/** The ticket's content when it is ours and still valid; null otherwise. */
export function readTicket(ticket: unknown, now = Date.now()): Ticket | null {
  if (typeof ticket !== 'string' || ticket.length > 2000) return null
  const [text, signature] = ticket.split('.')
  if (!text || !signature) return null
  const expected = Buffer.from(keyedHash(text, TICKET_PURPOSE))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Ticket
    if (body.e < now / 1000) return null
    return body
  } catch {
    return null
  }
}

export const ticketMatches = (ticket: Ticket, user: { salt?: string | null }) =>
  ticket.p === passwordMark(user)
