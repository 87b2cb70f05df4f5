import { type SQL, sql } from 'drizzle-orm'
import type { Field } from 'payload'

import { requiredText } from '@/collections/validators'
import { uniqueSlug } from '@/hooks/unique-slug'

/** The required title, with the spec's messages for a missing and for a too long one. */
export const judulField = (
  max: number,
  messages: { required: string; judulMax: string },
): Field => ({
  name: 'judul',
  type: 'text',
  required: true,
  maxLength: max,
  validate: requiredText(messages.required, { length: max, message: messages.judulMax }),
})

/** The URL name, made from the title by uniqueSlug and never typed in. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeValidate: [uniqueSlug] },
}

/** The admin table's sorts of a type listed newest created first: Dibuat Pada and the title. */
export const createdSorts = {
  dibuat: (dir: SQL) => sql`"created_at" ${dir}, "id" ${dir}`,
  judul: (dir: SQL) => sql`lower("judul") ${dir}, "created_at" DESC, "id" DESC`,
}
