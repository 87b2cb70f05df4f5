import { AsyncLocalStorage } from 'node:async_hooks'

/*
 * A form post runs a server action, answered with the page (without JavaScript) or with the
 * action's result (with it), which Next always sends as 200. The action names the status its
 * answer should carry (400 for bad input, 429 for too many) here, and
 * src/lib/incoming-requests.ts writes it, so clients and logs see the refusal as a refusal.
 */
export type AnswerScope = { status?: number }
// One store for the whole process: the instrumentation and each route bundle load their own copy
// of this module, so a store of the module's own would not be the one the other copy reads.
const holder = globalThis as { [key: symbol]: AsyncLocalStorage<AnswerScope> | undefined }
const KEY = Symbol.for('bprs.answerStatus')
const scope = (holder[KEY] ??= new AsyncLocalStorage<AnswerScope>())

export function withAnswerStatusScope<T>(run: (answer: AnswerScope) => T): T {
  const answer: AnswerScope = {}
  return scope.run(answer, () => run(answer))
}

/** Asks for this status on the page answering the current form post (no-op elsewhere). */
export function setAnswerStatus(status: number) {
  const current = scope.getStore()
  if (current) current.status = status
}
