import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const fonts = fileURLToPath(
  new URL('../../standard_fonts/', import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')),
)

/** The text of each page of a PDF, as a reader selecting it gets it (pdfjs-dist). */
export async function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(data), standardFontDataUrl: fonts })
  const pdf = await task.promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }
  await task.destroy()
  return pages
}
