import { unauthorized } from '@/lib/errors'
import type { ServiceContext } from '@/lib/service-context'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import type { User } from '@/payload-types'

import { readAccount } from './second-factor'

export const SESSION_MESSAGES = {
  endedOthers: (count: number) =>
    count === 0
      ? 'Tidak ada sesi lain yang aktif.'
      : `${count} sesi di perangkat lain telah diakhiri.`,
} as const

export type SessionRow = {
  id: string
  createdAt: string | null
  expiresAt: string
  /** The session this very call was made with. */
  current: boolean
}

/** The session id Payload puts on the user it authenticates from a token. */
type Authenticated = User & { _sid?: string }

function signedIn(ctx: ServiceContext): ServiceContext & { user: Authenticated } {
  if (!ctx.user) throw unauthorized()
  return ctx as ServiceContext & { user: Authenticated }
}

type StoredSession = NonNullable<User['sessions']>[number]

/** Payload prunes expired sessions only at the next sign-in; until then they are not sessions. */
const live = (sessions: User['sessions'], now = Date.now()): StoredSession[] =>
  (sessions ?? []).filter((s) => Date.parse(s.expiresAt) > now)

/** The caller's own signed-in sessions, newest first, the current one marked. */
export async function listSessions(context: ServiceContext): Promise<SessionRow[]> {
  const { payload, user } = signedIn(context)
  const account = await readAccount(payload, user.id)
  return live(account?.sessions)
    .map((s) => ({
      id: s.id,
      createdAt: s.createdAt ?? null,
      expiresAt: s.expiresAt,
      current: s.id === user._sid,
    }))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
}

/**
 * 'Keluar dari perangkat lain': ends every session of the caller but the one it calls with. A
 * sign-in elsewhere at the same instant may be ended with them, which is what was asked.
 */
export async function endOtherSessions(context: ServiceContext, headers: Headers) {
  const { payload, user } = signedIn(context)
  const account = await readAccount(payload, user.id)
  const sessions = live(account?.sessions)
  const keep = sessions.filter((s) => s.id === user._sid)
  const ended = sessions.length - keep.length
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { sessions: keep },
    returning: false,
  })
  if (ended > 0) {
    await recordActivity(
      payload,
      {
        jenis: 'logout',
        pengguna: user.username,
        objek: 'users',
        objekId: user.id,
        keterangan: `Keluar dari perangkat lain (${ended} sesi)`,
      },
      { headers },
    )
  }
  return { ended, message: SESSION_MESSAGES.endedOthers(ended) }
}
