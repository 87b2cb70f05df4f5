import { z } from 'zod'

import { checkRich, plainToRich, richBytes, richToPlain } from './richtext.convert'
import { RICH_MAX_BYTES, RICH_MESSAGES } from './richtext.rules'

/*
 * The zod parts of a rich body, shared by the admin form and the server (client-safe). A body
 * travels as two fields: `<name>`, SPEC's plain text, and `<name>Rich`, its Lexical JSON. When
 * the JSON comes, the plain text is made from it (richBodyInput); without it, the plain text is
 * the body and each of its paragraphs becomes a paragraph node.
 */

/** The rich field's name beside a plain body field. */
export const richName = (name: string) => `${name}Rich`

/** The plain text of a body: required, and within the size limit once it is a body. */
export const bodyText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((text) => richBytes(plainToRich(text)) <= RICH_MAX_BYTES, RICH_MESSAGES.tooLarge)

/** The Lexical JSON of a body (text or an object), checked and cleaned; absent when not sent. */
export const richBody = z
  .preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .unknown()
      .transform((value, ctx) => {
        const checked = checkRich(value)
        if ('error' in checked) {
          ctx.addIssue({ code: 'custom', message: checked.error })
          return z.NEVER
        }
        return checked.state
      })
      .optional(),
  )
  .meta({
    description:
      'Optional: the body as JSON text of a RichBody (see the answers). When sent, the plain ' +
      'field beside it is made from it; without it, each paragraph of the plain text (split on ' +
      'blank lines) becomes a paragraph. Unknown node types, links other than http, https, ' +
      'mailto, tel or a site path, and bodies over 100 KB are refused with 400.',
  })

/**
 * A body's two fields from a form or a JSON object: the JSON as sent, and the plain text made
 * from it when it is a valid body, else the plain text as sent (the schema then judges both).
 */
export function richBodyInput(read: (name: string) => unknown, name: string) {
  const rich = read(richName(name))
  const sent = rich === '' || rich == null ? undefined : rich
  const checked = sent === undefined ? null : checkRich(sent)
  const plain = checked && 'state' in checked ? richToPlain(checked.state) : read(name)
  return { [name]: plain ?? '', ...(sent !== undefined && { [richName(name)]: sent }) }
}
