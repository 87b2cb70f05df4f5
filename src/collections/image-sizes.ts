import type { Field, ImageSize, Plugin } from 'payload'

// WebP renditions for srcset: phones take the card, wide screens the large one.
export const webpSizes: ImageSize[] = [
  {
    name: 'card',
    width: 640,
    height: 360,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 72 } },
  },
  {
    name: 'large',
    width: 1280,
    height: 720,
    position: 'centre',
    formatOptions: { format: 'webp', options: { quality: 75 } },
  },
]

// A size's type, judged as the WebP the server made (prepare-upload.ts).
const renditionType: Field = {
  name: 'mimeType',
  type: 'text',
  validate: (value: unknown) => !value || value === 'image/webp' || 'Invalid file type',
}

const withRenditionType = (field: Field): Field =>
  field.type === 'group' && 'name' in field && field.name === 'sizes'
    ? {
        ...field,
        fields: field.fields.map((size) =>
          size.type === 'group' ? { ...size, fields: [...size.fields, renditionType] } : size,
        ),
      }
    : field

/**
 * Payload checks each size's type against the collection's `upload.mimeTypes`, which lists only
 * what a person may upload (and what the /cms panel offers): a size is judged as the WebP the
 * server made instead, so that list never grows to let the renditions through. A plugin after
 * the storage plugin, which rebuilds the `sizes` fields; Payload merges these into its own.
 */
export const renditionsJudgedApart: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: collection.fields.map(withRenditionType),
  })),
})
