import { expect } from 'vitest'

/** Asserts that a Payload call fails validation with exactly this (Indonesian) message. */
export async function expectRejected(call: Promise<unknown>, message: string) {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { data?: { errors?: { message: string }[] }; message: string },
  )
  expect(error, `expected rejection: ${message}`).not.toBeNull()
  const messages = error?.data?.errors?.map((e) => e.message) ?? [error?.message]
  expect(messages).toContain(message)
}
