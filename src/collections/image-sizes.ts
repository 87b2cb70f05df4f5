import type { ImageSize } from 'payload'

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
