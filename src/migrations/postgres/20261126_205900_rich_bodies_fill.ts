import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { fillRichBodies } from '../frozen/20261126-rich-bodies/fill'

// Written by hand: the rows written before rich bodies get theirs from their plain text.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await fillRichBodies('postgres', db)
}

// The columns go with 20261126_205832_rich_bodies's down; the plain text never changed.
export async function down(_args: MigrateDownArgs): Promise<void> {}
