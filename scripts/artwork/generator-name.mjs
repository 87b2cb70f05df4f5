// The generator named inside the outputs (the PDFs' /Producer, the icons' LICENSE.md). It is still the
// path of the script this folder replaced, so that splitting the script left every committed output
// byte-identical; change it in the same commit that regenerates them.
export const GENERATOR = 'scripts/generate-artwork.mjs'
