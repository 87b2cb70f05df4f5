import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { revalidateContent } from '@/hooks/revalidate-content'
import { env } from '@/lib/env'
import { altRule, imageIdsInUse } from '@/modules/site-look/site-look.fields'
import {
  ALT_MAX,
  SITE_IMAGE_RULE,
  SITE_IMAGE_SIZES,
  SITE_IMAGES,
  SITE_LOOK_MESSAGES,
} from '@/modules/site-look/site-look.rules'
import { uploadHooks } from '@/modules/storage/upload-hooks'

/**
 * The site's own pictures (hero banners, slides, portraits, the organisation chart), each with
 * its required alt text and a focal point the page crops around. The site-settings global points
 * at them; a picture it still uses cannot be deleted.
 */
export const SiteImages: CollectionConfig = {
  slug: SITE_IMAGES,
  labels: { singular: 'Gambar Situs', plural: 'Gambar Situs' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  admin: { useAsTitle: 'alt', group: 'Tampilan Situs' },
  hooks: uploadHooks(SITE_IMAGES, {
    beforeDelete: [
      async ({ id, req }) => {
        const settings = await req.payload.findGlobal({
          slug: 'site-settings',
          depth: 0,
          overrideAccess: true,
          req,
        })
        if (imageIdsInUse(settings).has(Number(id))) {
          // Public: /cms shows this message as it is.
          throw new APIError(SITE_LOOK_MESSAGES.imageInUse, 400, null, true)
        }
      },
    ],
    afterChange: [revalidateContent('site')],
    afterDelete: [revalidateContent('site')],
  }),
  upload: {
    staticDir: path.join(env.mediaDir, SITE_IMAGES),
    filesRequiredOnCreate: false,
    mimeTypes: SITE_IMAGE_RULE.mimeTypes,
    imageSizes: SITE_IMAGE_SIZES,
    crop: false,
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Teks alternatif',
      type: 'text',
      required: true,
      maxLength: ALT_MAX,
      validate: altRule,
    },
  ],
}
