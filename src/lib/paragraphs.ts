/** Plain text → paragraphs, split on blank lines (SPEC 2.1); never parsed as HTML. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
