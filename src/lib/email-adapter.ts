import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { env } from './env'

const FROM_NAME = 'Situs BPRS'

/**
 * Payload's mail, for every sender (password reset links, inquiry notices): SMTP through
 * Payload's nodemailer adapter when SMTP_URL is set (`smtp://user:pass@host:587`,
 * `smtps://…:465`). Without it an adapter that refuses to send, so nothing is ever "written to the
 * console" in place of a mail, and Payload does not warn at every start about a missing one.
 */
export function emailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  const from = env.MAIL_FROM ?? 'noreply@localhost'
  if (env.SMTP_URL) {
    return nodemailerAdapter({
      defaultFromAddress: from,
      defaultFromName: FROM_NAME,
      // A mail server that is down at start-up must not stop the site; sending reports it.
      skipVerify: true,
      transportOptions: { url: env.SMTP_URL } as never,
    })
  }
  return () => ({
    name: 'tanpa-email',
    defaultFromAddress: from,
    defaultFromName: FROM_NAME,
    sendEmail: async () => {
      throw new Error('E-mail belum dikonfigurasi: atur SMTP_URL dan MAIL_FROM.')
    },
  })
}
