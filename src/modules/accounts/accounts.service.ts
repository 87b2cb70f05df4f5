import { badRequest, forbidden, notFound, unauthorized } from '@/lib/errors'
import type { ServiceContext } from '@/lib/service-context'
import { parseInput } from '@/lib/parse-input'
import { recordActivity } from '@/modules/aktivitas/record-activity'
import {
  ACCOUNT_SERVICE,
  ACTIVITY_RECORDED,
  OFFICER_SERVICE,
  PASSWORD_CHECKED,
} from '@/modules/auth/auth.rules'
import { confirmOwnPassword } from '@/modules/auth/throttled-checks'
import type { User } from '@/payload-types'

import {
  ACCOUNT_MESSAGES,
  confirmSchema,
  createAccountSchema,
  officerSchema,
  ownEmailSchema,
  setActiveSchema,
} from './accounts.schema'
import { temporaryPassword } from './temporary-password'

export type AccountRow = {
  id: number
  username: string
  nama: string | null
  /** Where 'Lupa password?' sends its link; null: the account cannot use it. */
  email: string | null
  lastLoginAt: string | null
  totpEnabled: boolean
  active: boolean
  mustChangePassword: boolean
  /** Reads the whistleblowing reports; set only by another administrator. */
  petugasWhistleblowing: boolean
}

const toRow = (u: User): AccountRow => ({
  id: u.id,
  username: u.username,
  nama: u.nama ?? null,
  email: u.email ?? null,
  lastLoginAt: u.lastLoginAt ?? null,
  totpEnabled: Boolean(u.totpEnabled),
  active: u.active !== false,
  mustChangePassword: Boolean(u.mustChangePassword),
  petugasWhistleblowing: Boolean(u.petugasWhistleblowing),
})

type Caller = ServiceContext & { user: User }

function signedIn(ctx: ServiceContext): Caller {
  if (!ctx.user) throw unauthorized()
  return ctx as Caller
}

/**
 * A stolen session must not become a lasting foothold: whoever adds an administrator, resets a
 * password or deactivates an account proves again that they know their own password. The check
 * counts toward the login throttle of the caller's address.
 */
const confirmCaller = (ctx: Caller, password: string, headers: Headers) =>
  confirmOwnPassword(
    ctx.payload,
    ctx.user.username,
    password,
    headers,
    ACCOUNT_MESSAGES.wrongPassword,
  )

const writeOptions = (ctx: Caller, password = false) =>
  ({
    user: ctx.user,
    overrideAccess: false,
    context: { [ACCOUNT_SERVICE]: true, [ACTIVITY_RECORDED]: true, [PASSWORD_CHECKED]: password },
  }) as const

export async function listAccounts(ctx: ServiceContext): Promise<AccountRow[]> {
  const { payload, user } = signedIn(ctx)
  const { docs } = await payload.find({
    collection: 'users',
    sort: 'username',
    limit: 200,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map(toRow)
}

async function accountOrThrow(ctx: Caller, id: unknown): Promise<User> {
  const key = Number(id)
  if (!Number.isSafeInteger(key) || key < 1) throw notFound(ACCOUNT_MESSAGES.notFound)
  const found = await ctx.payload.find({
    collection: 'users',
    where: { id: { equals: key } },
    limit: 1,
    user: ctx.user,
    overrideAccess: false,
  })
  const account = found.docs[0]
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound)
  return account
}

/** An address already another account's cannot take its reset links. */
async function assertEmailFree(ctx: Caller, email: string, ownId?: number) {
  const used = await ctx.payload.count({
    collection: 'users',
    where: {
      email: { equals: email.toLowerCase() },
      ...(ownId ? { id: { not_equals: ownId } } : {}),
    },
    // Every account's address, whoever asks: it only answers whether this one is taken.
    overrideAccess: true,
  })
  if (used.totalDocs > 0) throw badRequest(ACCOUNT_MESSAGES.emailTaken)
}

/** Adds an administrator with a temporary password, returned here once and never stored plain. */
export async function createAccount(context: ServiceContext, input: unknown, headers: Headers) {
  const ctx = signedIn(context)
  const { username, nama, email, currentPassword } = parseInput(createAccountSchema, input)
  await confirmCaller(ctx, currentPassword, headers)
  const taken = await ctx.payload.count({
    collection: 'users',
    where: { username: { equals: username } },
    user: ctx.user,
    overrideAccess: false,
  })
  if (taken.totalDocs > 0) throw badRequest(ACCOUNT_MESSAGES.usernameTaken)
  if (email) await assertEmailFree(ctx, email)
  const password = temporaryPassword()
  const doc = await ctx.payload.create({
    collection: 'users',
    data: {
      username,
      nama: nama || null,
      email: email ? email.toLowerCase() : null,
      password,
      mustChangePassword: true,
      active: true,
    },
    ...writeOptions(ctx, true),
  })
  await recordActivity(
    ctx.payload,
    {
      jenis: 'tambah',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: doc.id,
      judul: username,
      keterangan: 'Administrator baru dengan password sementara',
    },
    { headers },
  )
  return { account: toRow(doc), temporaryPassword: password }
}

const endAllSessions = (ctx: Caller, id: number) =>
  ctx.payload.db.updateOne({ collection: 'users', id, data: { sessions: [] }, returning: false })

const countActive = async (ctx: Caller) =>
  (
    await ctx.payload.count({
      collection: 'users',
      where: { active: { not_equals: false } },
      user: ctx.user,
      overrideAccess: false,
    })
  ).totalDocs

/**
 * Deactivates (its sessions end, it can no longer sign in) or reactivates another account.
 * Never one's own, never the last active one.
 */
export async function setAccountActive(
  context: ServiceContext,
  id: unknown,
  input: unknown,
  headers: Headers,
) {
  const ctx = signedIn(context)
  const { active, currentPassword } = parseInput(setActiveSchema, input)
  const account = await accountOrThrow(ctx, id)
  if (account.id === ctx.user.id && !active) throw forbidden(ACCOUNT_MESSAGES.notSelf)
  await confirmCaller(ctx, currentPassword, headers)
  const doc = await ctx.payload.update({
    collection: 'users',
    id: account.id,
    data: { active },
    ...writeOptions(ctx),
  })
  // Its signed-in sessions end with it (Payload keeps them on the row, not in the update's data).
  if (!active) await endAllSessions(ctx, account.id)
  // Counted after the write: two administrators deactivating each other at once both see no
  // one left, both put their target back, and the bank is never locked out.
  if (!active && (await countActive(ctx)) === 0) {
    await ctx.payload.update({
      collection: 'users',
      id: account.id,
      data: { active: true },
      ...writeOptions(ctx),
    })
    throw forbidden(ACCOUNT_MESSAGES.lastActive)
  }
  await recordActivity(
    ctx.payload,
    {
      jenis: 'ubah',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: account.id,
      judul: account.username,
      keterangan: active ? 'Diaktifkan kembali' : 'Dinonaktifkan',
    },
    { headers },
  )
  return {
    account: toRow(doc),
    message: active ? ACCOUNT_MESSAGES.reactivated : ACCOUNT_MESSAGES.deactivated,
  }
}

/** Gives another account a temporary password; its sessions end and it must choose a new one. */
export async function resetAccountPassword(
  context: ServiceContext,
  id: unknown,
  input: unknown,
  headers: Headers,
) {
  const ctx = signedIn(context)
  const { currentPassword } = parseInput(confirmSchema, input)
  const account = await accountOrThrow(ctx, id)
  if (account.id === ctx.user.id) throw forbidden(ACCOUNT_MESSAGES.resetSelf)
  await confirmCaller(ctx, currentPassword, headers)
  const password = temporaryPassword()
  const doc = await ctx.payload.update({
    collection: 'users',
    id: account.id,
    data: { password, mustChangePassword: true },
    ...writeOptions(ctx, true),
  })
  await recordActivity(
    ctx.payload,
    {
      jenis: 'ubah-password',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: account.id,
      judul: account.username,
      keterangan: 'Password sementara dibuat oleh administrator lain',
    },
    { headers },
  )
  return { account: toRow(doc), temporaryPassword: password }
}

/**
 * Marks another account a whistleblowing officer, or no longer: never one's own (no one grants
 * themself the reports), confirmed with the caller's password, recorded in the audit trail.
 */
export async function setWhistleblowingOfficer(
  context: ServiceContext,
  id: unknown,
  input: unknown,
  headers: Headers,
) {
  const ctx = signedIn(context)
  const { officer, currentPassword } = parseInput(officerSchema, input)
  const account = await accountOrThrow(ctx, id)
  if (account.id === ctx.user.id) throw forbidden(ACCOUNT_MESSAGES.officerSelf)
  await confirmCaller(ctx, currentPassword, headers)
  const doc = await ctx.payload.update({
    collection: 'users',
    id: account.id,
    data: { petugasWhistleblowing: officer },
    user: ctx.user,
    overrideAccess: false,
    context: { [ACCOUNT_SERVICE]: true, [ACTIVITY_RECORDED]: true, [OFFICER_SERVICE]: true },
  })
  await recordActivity(
    ctx.payload,
    {
      jenis: 'ubah',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: account.id,
      judul: account.username,
      kolom: ['petugasWhistleblowing'],
      keterangan: officer
        ? 'Ditetapkan sebagai petugas whistleblowing'
        : 'Tidak lagi petugas whistleblowing',
    },
    { headers },
  )
  return {
    account: toRow(doc),
    message: officer ? ACCOUNT_MESSAGES.officerOn : ACCOUNT_MESSAGES.officerOff,
  }
}

/** Sets or clears the caller's own e-mail address, where 'Lupa password?' sends its link. */
export async function setOwnEmail(context: ServiceContext, input: unknown, headers: Headers) {
  const ctx = signedIn(context)
  const { email, currentPassword } = parseInput(ownEmailSchema, input)
  await confirmCaller(ctx, currentPassword, headers)
  if (email) await assertEmailFree(ctx, email, ctx.user.id)
  await ctx.payload.update({
    collection: 'users',
    id: ctx.user.id,
    data: { email: email ? email.toLowerCase() : null },
    ...writeOptions(ctx),
  })
  await recordActivity(
    ctx.payload,
    {
      jenis: 'ubah',
      pengguna: ctx.user.username,
      objek: 'users',
      objekId: ctx.user.id,
      judul: ctx.user.username,
      keterangan: email ? 'Alamat email diubah' : 'Alamat email dihapus',
    },
    { headers },
  )
  return { email: email ? email.toLowerCase() : null, message: ACCOUNT_MESSAGES.emailSaved }
}
