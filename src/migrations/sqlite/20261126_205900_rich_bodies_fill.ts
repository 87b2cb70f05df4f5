import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { fillRichBodies } from '../frozen/20261126-rich-bodies/fill'

// Written by hand: the rows written before rich bodies get theirs from their plain text.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await fillRichBodies('sqlite', db)
}

// The columns go with 20261126_205823_rich_bodies's down; the plain text never changed.
export async function down(_args: MigrateDownArgs): Promise<void> {}
