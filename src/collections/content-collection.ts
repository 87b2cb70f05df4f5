import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isWhistleblowingOfficer } from '@/access/is-whistleblowing-officer'
import { nobody } from '@/access/nobody'
import { readPublished, scheduleFields } from '@/collections/schedule-fields'
import { allContentTypes, type ContentTypeSlug } from '@/content-types'
import type { ContentTypeDefinition } from '@/content-types/definition'
import { publicIndexes } from '@/content-types/publication'
import { revalidateContent } from '@/hooks/revalidate-content'
import { env } from '@/lib/env'
import { auditCollection } from '@/modules/aktivitas/audit-hooks'
import { refuseOpenCaseDelete, removeCaseFiles } from '@/modules/case-intake/case-delete'
import { publishUnlessDraft } from '@/modules/content/publication'
import { refuseDeleteWhenUsed } from '@/modules/content/references'
import { redirectsOnSlugChange, slugRedirect } from '@/modules/redirects/slug-redirect'
import { keepsHistory, VERSIONS_KEPT } from '@/modules/history/history.rules'
import { bodyImagesField } from '@/modules/richtext/richtext.fields'
import { savedByField, stampSavedBy } from '@/modules/history/saved-by'
import { indexCollection } from '@/modules/search/search.index'
import type { UploadCollection } from '@/modules/storage/file-store'
import { uploadHooks } from '@/modules/storage/upload-hooks'

/*
 * What every content type has in common: the site reads it (unless it is never public), the
 * administrator writes it, and every change reaches the stored file, the site search, the public
 * pages' cache and the audit trail alike. What differs is the type's definition (src/content-types).
 */

/** A never-public type whose files anyone may fetch (served-file.ts), its records admin-only. */
const filesOrAdmin: Access = (args) => Boolean(args.isReadingStaticFile) || isAdmin(args)

/** The Payload collection of one content type. */
function collectionFor(type: ContentTypeDefinition<never, unknown>): CollectionConfig {
  const slug = type.slug as ContentTypeSlug
  const audit = auditCollection(slug)
  // A never-public type (pengajuan) has no search row and no cached page to keep up to date; one
  // whose files pages show (media) expires the pages' reads of its records.
  const publicHooks = type.public
    ? [...(type.search ? [indexCollection(slug)] : []), revalidateContent(slug)]
    : type.filesPublic
      ? [revalidateContent(slug)]
      : []
  const history = keepsHistory(type)
  // A type with rich bodies lists the media items they show (richtext.fields.ts).
  const fields = [...type.collection.fields, ...bodyImagesField(type.collection.fields)]
  const hooks = {
    ...(type.public && { beforeOperation: [publishUnlessDraft] }),
    ...(history && { beforeChange: [stampSavedBy] }),
    // A record another type's declared reference still points at stays (references.ts); the
    // references are read at each delete, so a type that declares none costs nothing.
    beforeDelete: [
      refuseDeleteWhenUsed(slug, type.labels.singular),
      ...(type.finishedOnlyDelete
        ? [refuseOpenCaseDelete(slug as 'pengaduan' | 'wbs', type.finishedOnlyDelete.message)]
        : []),
    ],
    afterChange: [
      ...(redirectsOnSlugChange(slug) ? [slugRedirect(slug)] : []),
      ...publicHooks,
      audit.afterChange,
    ],
    afterDelete: [
      ...publicHooks,
      ...(type.finishedOnlyDelete ? [removeCaseFiles] : []),
      audit.afterDelete,
    ],
  }
  return {
    ...type.collection,
    // A public type's records are drafts until published and have a schedule (schedule-fields.ts);
    // every save keeps a version, the last VERSIONS_KEPT of them, with who saved it; a delete
    // moves a record to the trash (deletedAt) for TRASH_DAYS (modules/history/trash.ts).
    ...(history && {
      versions: { drafts: true, maxPerDoc: VERSIONS_KEPT },
      trash: true,
      // /cms's preview: the same page as /admin's 'Pratinjau'.
      admin: { ...type.collection.admin, preview: (doc) => `/admin/pratinjau/${slug}/${doc.id}` },
      indexes: publicIndexes(type.collection.indexes),
    }),
    fields: history ? [...fields, ...scheduleFields, savedByField] : fields,
    slug,
    labels: type.labels,
    access: type.readableBy
      ? {
          read: isWhistleblowingOfficer,
          readVersions: isWhistleblowingOfficer,
          create: type.createdBy === 'site' ? nobody : isWhistleblowingOfficer,
          update: isWhistleblowingOfficer,
          delete: isWhistleblowingOfficer,
        }
      : {
          read: type.public ? readPublished(slug) : type.filesPublic ? filesOrAdmin : isAdmin,
          readVersions: isAdmin,
          create: type.createdBy === 'site' ? nobody : isAdmin,
          update: isAdmin,
          delete: isAdmin,
        },
    hooks: type.upload ? uploadHooks(slug as UploadCollection, hooks) : hooks,
    // The record's file: its presence is judged by uploadHooks, which stores it before Payload
    // runs; the renditions the type adds are judged apart (renditionsJudgedApart, image-sizes.ts).
    ...(type.upload && {
      upload: {
        ...type.collection.upload,
        staticDir: path.join(env.mediaDir, slug),
        filesRequiredOnCreate: false,
        mimeTypes: type.upload.mimeTypes,
        crop: false,
        // Renditions are cropped around it by prepare-upload.ts, never by Payload.
        focalPoint: Boolean(type.collection.upload?.focalPoint),
      },
    }),
  }
}

/** Every content type's collection, in the registry's order. */
export const contentCollections = (): CollectionConfig[] =>
  allContentTypes().map((type) => collectionFor(type as ContentTypeDefinition<never, unknown>))
