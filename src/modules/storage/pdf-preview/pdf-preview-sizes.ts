/** The preview widths of a report's first page, for srcset: the admin's thumbnail and the card. */
export const PDF_PREVIEW_SIZES = [
  { name: 'thumb', width: 320 },
  { name: 'card', width: 640 },
] as const
