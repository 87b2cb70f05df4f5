import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

import { env } from './env'

/** smtp(s)://user:password@host:port as nodemailer's connection options. */
function smtpOptions(url: URL) {
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  }
}

/**
 * Payload's mailer when SMTP_URL is set, else undefined (nothing is mailed). Not verified at
 * start-up: a mail server that is down then must not delay or fail the boot.
 */
export const emailAdapter = env.SMTP_URL
  ? nodemailerAdapter({
      defaultFromAddress: env.MAIL_FROM ?? 'no-reply@localhost',
      defaultFromName: 'Situs BPRS',
      skipVerify: true,
      transportOptions: smtpOptions(new URL(env.SMTP_URL)),
    })
  : undefined
