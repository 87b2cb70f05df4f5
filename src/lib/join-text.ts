/** The parts that hold text, one a line: what the site search reads of a record. */
export const joinText = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join('\n')
