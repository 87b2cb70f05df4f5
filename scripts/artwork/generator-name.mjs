// The generator named inside the outputs (the PDFs' /Producer, the icons' LICENSE.md).
export const GENERATOR = 'scripts/artwork/generate.mjs'
