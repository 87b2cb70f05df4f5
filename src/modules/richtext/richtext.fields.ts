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
  UploadFeature,
  FixedToolbarFeature,
  InlineToolbarFeature,
} from '@payloadcms/richtext-lexical'
import type { Field, FieldHook, PayloadRequest, Validate } from 'payload'

import type { Reference } from '@/content-types/definition'

import { requiredText } from '@/collections/validators'

import { bodyImageIds, checkRich, plainToRich, richToPlain } from './richtext.convert'
import {
  HEADING_TAGS,
  IMAGE_TYPE,
  LINKABLE_PATHS,
  RICH_MESSAGES,
  type RichState,
} from './richtext.rules'
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
    // Images from the media library; their alt text and caption are the item's own.
    UploadFeature({ enabledCollections: [IMAGE_TYPE] }),
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

/** The field that lists the media items a record's bodies show (the delete refusal reads it). */
const BODY_IMAGES = 'gambarIsi'

/** A type with rich bodies declares its images this way (modules/content/references.ts). */
export const BODY_IMAGES_REFERENCE: Reference = {
  to: IMAGE_TYPE,
  field: BODY_IMAGES,
  label: 'gambar di isi',
}

/** The names of the rich bodies among a type's fields. */
export const richBodiesOf = (fields: Field[]) =>
  fields.flatMap((field) => (field.type === 'richText' ? [field.name] : []))

/** Every image a record's bodies show, after their own hooks made and cleaned them. */
function imagesOfBodies(
  bodies: string[],
  data: Record<string, unknown> | undefined,
  stored?: object,
) {
  const ids = bodies.flatMap((name) => {
    const checked = checkRich(data?.[name] ?? (stored as Record<string, unknown>)?.[name] ?? null)
    return 'state' in checked ? bodyImageIds(checked.state) : []
  })
  return [...new Set(ids)]
}

/** Which of `ids` are items of the library. */
async function inLibrary(req: PayloadRequest, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { docs } = await req.payload.find({
    collection: IMAGE_TYPE,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => Number(doc.id)))
}

/**
 * The bodies' images that are in the library. A draft is saved unvalidated, so one may still name
 * an item deleted since: it is left out here rather than break the relation (its body shows
 * nothing for it, and publishing asks for it to be chosen again).
 */
const listImages =
  (bodies: string[]): FieldHook =>
  async ({ siblingData, originalDoc, req }) => {
    const ids = imagesOfBodies(bodies, siblingData, originalDoc)
    const found = await inLibrary(req, ids)
    return ids.filter((id) => found.has(id))
  }

/**
 * Each image of a body must be an item of the library; a deleted one is chosen again. The value
 * is listImages' (it runs first): the images it found in the library.
 */
const imagesExist =
  (bodies: string[]): Validate<unknown> =>
  (value, { siblingData }) => {
    const found = new Set(Array.isArray(value) ? value.map(Number) : [])
    const ids = imagesOfBodies(bodies, siblingData as Record<string, unknown>)
    return ids.every((id) => found.has(id)) || RICH_MESSAGES.missingImage
  }

/**
 * The media items a record's bodies show, kept beside them on every write (none when the type
 * has no rich body), so a media item in use is found by an indexed relation and its delete
 * refused (BODY_IMAGES_REFERENCE).
 */
export function bodyImagesField(fields: Field[]): Field[] {
  const bodies = richBodiesOf(fields)
  if (!bodies.length) return []
  return [
    {
      name: BODY_IMAGES,
      label: 'Gambar di isi',
      type: 'relationship',
      relationTo: IMAGE_TYPE,
      hasMany: true,
      // Ids only: nothing reads the items through it.
      maxDepth: 0,
      validate: imagesExist(bodies) as never,
      hooks: { beforeChange: [listImages(bodies)] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Diisi otomatis dari gambar di isi; gambar ini tidak dapat dihapus dari Pustaka Media.',
      },
    },
  ]
}
