/**
 * SPEC 9: a session ends after 15 minutes without activity: the server's token expiry
 * (collections/users.ts) and the back-office's idle timer (modules/admin/hooks/use-idle-logout.ts).
 */
export const SESSION_IDLE_MINUTES = 15

/** Set in the request context by the change-password service, after it checked the old one. */
export const PASSWORD_CHECKED = 'passwordChecked'

/** Set in the request context of the idle timer's logout, which the audit trail tells apart. */
export const AUTO_LOGOUT = 'autoLogout'

/**
 * Set by the account services (src/modules/accounts, src/modules/auth), which check the caller's
 * password or code first. Accounts change only through them: /cms shows the users read-only.
 */
export const ACCOUNT_SERVICE = 'accountService'

/** Set only by the service that marks another account a whistleblowing officer (or no longer). */
export const OFFICER_SERVICE = 'officerService'

/** Set by a service that writes its own, more telling, audit record of an account change. */
export const ACTIVITY_RECORDED = 'activityRecorded'
