import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { expect, vi } from 'vitest'

export type TestSmtp = {
  url: string
  /** Every mail received: its recipients and its raw text. */
  inbox: { to: string; raw: string }[]
  /** The token of the newest reset link mailed to `to`, once it has arrived. */
  resetTokenMailedTo: (to: string) => Promise<string>
  close: () => Promise<void>
}

/** A real SMTP server on 127.0.0.1 that keeps what it is sent. */
export async function startSmtp(): Promise<TestSmtp> {
  const inbox: TestSmtp['inbox'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    async resetTokenMailedTo(to) {
      await vi.waitFor(() => expect(inbox.some((m) => m.to === to)).toBe(true), {
        timeout: 10_000,
      })
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = inbox
        .filter((m) => m.to === to)
        .at(-1)!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      const url = text.match(/https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/)
      expect(url, text).not.toBeNull()
      return new URL(url![0]).searchParams.get('token')!
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
