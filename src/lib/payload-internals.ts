/**
 * The one place that uses Payload's internals: functions Payload exports but does not document
 * as API, so a minor release may change them without notice. Checked against payload 3.90.1.
 * After bumping payload, read each one's source in node_modules/payload/dist and run the tests
 * named here; every other file imports them only through this module.
 *
 * - createLocalReq + logoutOperation (endSession): ends the one session a user carries (its
 *   `_sid`) on the server and runs the users collection's afterLogout hooks with our context;
 *   the Local API has no logout. Guarded by tests/int/api-auth.int.spec.ts "logout revokes the
 *   token", "auto-logout revokes the token"; tests/int/aktivitas.int.spec.ts "sign-ins, a failed
 *   one, logouts and a password change, but not password checks"; tests/int/cms-surface.int.spec.ts
 *   "needs the current password again, and is logged" (the check leaves no session behind).
 * - createLocalReq + refreshOperation (refreshUserSession): extends the session and signs a fresh
 *   token, as Payload's REST refresh does, without a round trip over HTTP. Guarded by
 *   tests/int/api-auth.int.spec.ts "refresh issues a later expiry for an active session";
 *   tests/int/api-guard.int.spec.ts "is refused, while the same cookie from the site itself is
 *   accepted"; tests/int/api-contract.int.spec.ts "auth: login, refresh, change-password, logout
 *   and auto-logout".
 * - createLocalReq (userRequest): a req whose user carries the session id, so a password change
 *   keeps the caller's session and ends the others. Guarded by tests/int/api-auth.int.spec.ts
 *   "changes it, keeps the caller signed in and ends the other sessions" (which cannot tell this
 *   req apart from the `user` option beside it: both carry the same session id).
 * - generatePayloadCookie, generateExpiredPayloadCookie (payload/shared): the session cookie
 *   exactly as Payload's own login and logout set it (name, SameSite, Secure, expiry). Guarded by
 *   tests/int/api-auth.int.spec.ts "answers a token, the user and an httpOnly SameSite=Strict
 *   cookie" and "logout revokes the token"; no test reads the cookie a refresh sets.
 * - beforeValidateTraverseFields + beforeChangeTraverseFields (fieldErrors): runs the collection's
 *   field hooks (a rich body makes its plain text in beforeValidate) and validation before
 *   Payload does, so a write it would refuse stores no file. Its arguments mirror Payload's own
 *   calls in fields/hooks/beforeValidate/index.js and fields/hooks/beforeChange/index.js.
 *   Guarded by tests/int/data-rules.int.spec.ts
 *   "a refused update with a new file keeps the old one" (both tests), "requires judul, tanggal
 *   and a file", "refuses an unknown jenis", "requires every field but kutipan, and a thumbnail",
 *   "allows six advantages and refuses a seventh or an incomplete one", and "accepts a real PDF,
 *   defaults jenis to Transparansi and records size and URL" (defaults filled before validating).
 * - addSessionToUser (payload/shared), getFieldsToSign, jwtSign (startSession): open a session and
 *   sign its token exactly as loginOperation does, for the second step of a sign-in, which has
 *   the code but no longer the password. Guarded by tests/int/second-factor.int.spec.ts
 *   "signs in with a code once" (the token is then accepted and revoked like any other).
 * - createLocalReq + restoreVersionOperation (restoreVersionAsDraft): restores a version as a
 *   draft, leaving the published record as it is; the Local API's restoreVersion drops its
 *   `draft` option. Guarded by tests/int/history-trash.int.spec.ts "restores an older version
 *   as a draft: the published record stays public until published".
 * - The database adapter's handles beneath the Local API (its drizzle instance, the drizzle
 *   transaction of each open transaction id in `sessions`, and the pg pool): read here and only
 *   through src/lib/raw-db.ts, the one door to raw SQL. `sessions` is undocumented (see
 *   @payloadcms/drizzle's transactions/beginTransaction.js). Guarded by tests/int/search.int.spec.ts
 *   "follows a new, an edited and a deleted record at once" (the index is written in the write's
 *   transaction); tests/int/fault-concurrency.int.spec.ts "takes ten parallel edits of one
 *   product one after another" (the record lock holds in that transaction);
 *   tests/int/startup-lock.int.spec.ts "runs the start-up work of two instances one after the
 *   other" and tests/int/login-throttle.int.spec.ts "lets exactly five attempts of a parallel
 *   burst through, across instances" (the pool); tests/int/list-paging.int.spec.ts (drizzle).
 * No unit test reaches these: each needs a running Payload.
 */
import {
  beforeChangeTraverseFields,
  beforeValidateTraverseFields,
  type CollectionSlug,
  createLocalReq,
  getFieldsToSign,
  jwtSign,
  logoutOperation,
  type Payload,
  type PayloadRequest,
  refreshOperation,
  type RequestContext,
  restoreVersionOperation,
  type SanitizedCollectionConfig,
} from 'payload'
import {
  addSessionToUser,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
} from 'payload/shared'

import type { User } from '@/payload-types'

const users = (payload: Payload) => payload.collections.users

/** A Local API request acting as `user` (with its session id), for Payload's own operations. */
export const userRequest = (payload: Payload, user: User, context?: RequestContext) =>
  createLocalReq({ user: { ...user, collection: 'users' }, context }, payload)

/** Restores version `versionId` of `collection` as a draft, judged as `user` (Payload's rules). */
export async function restoreVersionAsDraft(
  payload: Payload,
  collection: CollectionSlug,
  versionId: string,
  user: User,
) {
  return restoreVersionOperation({
    id: versionId,
    collection: payload.collections[collection],
    depth: 0,
    draft: true,
    overrideAccess: false,
    req: await userRequest(payload, user),
  })
}

/** Ends the session `user` carries, on the server; afterLogout hooks see `context`. */
export async function endSession(payload: Payload, user: User, context?: RequestContext) {
  const req = await userRequest(payload, user, context)
  await logoutOperation({ collection: users(payload), req })
}

/** Extends the session `user` carries by another idle period, with a fresh token. */
export async function refreshUserSession(payload: Payload, user: User) {
  const req = await userRequest(payload, user)
  const { exp, refreshedToken } = await refreshOperation({ collection: users(payload), req })
  return { exp, token: refreshedToken }
}

/** Opens a session for `user` (read with its hidden fields) and signs its token. */
export async function startSession(payload: Payload, user: User) {
  const collectionConfig = users(payload).config
  const req = await createLocalReq({}, payload)
  const withSessions = { ...user, collection: 'users' } as User & { collection: 'users' }
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: withSessions })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: '', sid, user: withSessions })
  return jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
}

/** The Set-Cookie value that carries a users session token. */
export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({
    collectionAuthConfig: users(payload).config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })

/** The Set-Cookie value that clears the session cookie. */
export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: users(payload).config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })

export type FieldError = { message: string; path: string }

/**
 * The errors Payload's field validation finds in `data` (which field hooks may rewrite) merged
 * over `doc`, the stored document ({} for a create). Access is not judged here.
 */
export async function fieldErrors({
  collection,
  id,
  data,
  doc,
  req,
}: {
  collection: SanitizedCollectionConfig
  id: number | string | undefined
  data: Record<string, unknown>
  doc: Record<string, unknown>
  req: PayloadRequest
}): Promise<FieldError[]> {
  const errors: FieldError[] = []
  const operation = id === undefined ? 'create' : 'update'
  // Payload's order: the fields' beforeValidate hooks, then beforeChange with validation.
  await beforeValidateTraverseFields({
    id,
    collection,
    context: req.context,
    data,
    doc,
    fields: collection.fields,
    global: null,
    operation,
    overrideAccess: true,
    parentIndexPath: '',
    parentPath: '',
    parentSchemaPath: '',
    req,
    siblingData: data,
    siblingDoc: doc,
  })
  await beforeChangeTraverseFields({
    id,
    collection,
    context: req.context,
    data,
    doc,
    docWithLocales: doc,
    errors,
    fieldLabelPath: '',
    fields: collection.fields,
    global: null,
    mergeLocaleActions: [],
    operation,
    overrideAccess: true,
    parentIndexPath: '',
    parentIsLocalized: false,
    parentPath: '',
    parentSchemaPath: '',
    req,
    siblingData: data,
    siblingDoc: doc,
    siblingDocWithLocales: doc,
    skipValidation: false,
  })
  return errors
}

type AdapterHandles = {
  drizzle: unknown
  pool?: unknown
  sessions?: Record<string, { db: unknown } | undefined>
}
const handles = (payload: Payload) => payload.db as unknown as AdapterHandles

/** The adapter's drizzle database (outside any transaction). */
export const adapterDrizzle = (payload: Payload): unknown => handles(payload).drizzle

/** The drizzle transaction Payload opened as `transactionID`, while it is open. */
export const transactionDrizzle = (payload: Payload, transactionID: number | string): unknown =>
  handles(payload).sessions?.[String(transactionID)]?.db

/** The PostgreSQL adapter's pg pool (undefined on SQLite). */
export const adapterPool = (payload: Payload): unknown => handles(payload).pool
