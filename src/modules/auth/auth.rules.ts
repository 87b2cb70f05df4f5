/** Set in the request context by the change-password service, after it checked the old one. */
export const PASSWORD_CHECKED = 'passwordChecked'

/** Set in the request context of the idle timer's logout, which the audit trail tells apart. */
export const AUTO_LOGOUT = 'autoLogout'
