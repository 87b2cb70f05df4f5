import {
  BlockquoteFeature,
  BoldFeature,
  HeadingFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  FixedToolbarFeature,
  InlineToolbarFeature,
} from '@payloadcms/richtext-lexical'
import type { Field, FieldHook, Validate } from 'payload'

import { requiredText } from '@/collections/validators'

import { checkRich, plainToRich, richToPlain } from './richtext.convert'
import { HEADING_TAGS, LINKABLE_PATHS, type RichState } from './richtext.rules'
import { richName } from './richtext.schema'

/*
 * A rich body in Payload: the Lexical field /cms edits (`<name>Rich`) and SPEC's plain text
 * (`<name>`) kept beside it, made from it on every write, so the API, search, the feed and the
 * table read text. A write with only the plain text (SPEC's API, the seed) makes the body from it.
 */

/** The editor /cms shows: the same nodes the site renders, and nothing else. */
const editor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: [...HEADING_TAGS] }),
    BoldFeature(),
    ItalicFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    // A link's address must be one the site renders (richtext.url.ts): validRich says so on save.
    LinkFeature({ enabledCollections: Object.keys(LINKABLE_PATHS) as never }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

const validRich: Validate<unknown> = (value) => {
  if (value == null) return true
  const checked = checkRich(value)
  return 'error' in checked ? checked.error : true
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/*
 * On an update Payload hands the hooks the stored record merged with the write, so "written"
 * means "differs from the stored one": a new body makes the text, new text alone makes the body.
 */

/** The plain text follows the body whenever a body is written. */
const plainFromRich =
  (name: string): FieldHook =>
  ({ value, siblingData, originalDoc }) => {
    const rich = siblingData?.[richName(name)]
    if (rich == null || (originalDoc && same(rich, originalDoc[richName(name)]))) return value
    const checked = checkRich(rich)
    return 'state' in checked ? richToPlain(checked.state) : value
  }

/** A write with only the plain text gets the body made from it; a body is stored cleaned. */
const richFromPlain =
  (name: string): FieldHook =>
  ({ value, siblingData, originalDoc }) => {
    const plain = siblingData?.[name]
    const textOnly =
      typeof plain === 'string' &&
      (value == null ||
        (originalDoc && same(value, originalDoc[richName(name)]) && plain !== originalDoc[name]))
    if (textOnly) return plainToRich(plain) satisfies RichState
    if (value == null) return value
    const checked = checkRich(value)
    return 'state' in checked ? checked.state : value
  }

/** The plain text and the rich body of one body field. */
export function richBodyFields(name: string, required: string): Field[] {
  return [
    {
      name,
      type: 'textarea',
      required: true,
      validate: requiredText(required),
      hooks: { beforeValidate: [plainFromRich(name)] },
      admin: {
        readOnly: true,
        description: 'Dibuat otomatis dari isi di bawah; dipakai API, pencarian, dan RSS.',
      },
    },
    {
      name: richName(name),
      type: 'richText',
      editor,
      validate: validRich,
      hooks: { beforeValidate: [richFromPlain(name)] },
    },
  ]
}
