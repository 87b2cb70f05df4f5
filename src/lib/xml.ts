/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/F). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
export const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) =>
        ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
    )
