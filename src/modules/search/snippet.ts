import { type QueryTerm, stemsOf, words } from './search.text'
import type { SnippetPart } from './search.types'

/** Words a snippet shows: enough for a sentence or two around the first match. */
const SNIPPET_WORDS = 30
const WORDS_BEFORE = 8

/** Whether a written word answers one of the terms, by stem or as the typed prefix. */
export function wordMatcher(terms: QueryTerm[]): (word: string) => boolean {
  const stems = new Set<string>()
  const prefixes: string[] = []
  for (const term of terms) {
    for (const word of term.kind === 'word' ? [term.word] : term.words) {
      stemsOf(word).forEach((s) => stems.add(s))
    }
    if (term.kind === 'word' && term.prefix) prefixes.push(term.word)
  }
  // A page of results says the same words many times: each is looked at once.
  const seen = new Map<string, boolean>()
  return (written) => {
    let match = seen.get(written)
    if (match === undefined) {
      const [word = ''] = words(written)
      match = stemsOf(word).some((s) => stems.has(s)) || prefixes.some((p) => word.startsWith(p))
      seen.set(written, match)
    }
    return match
  }
}

/** A short passage of `text` around its first matching word, the matches marked. */
export function snippetParts(text: string, matches: (word: string) => boolean): SnippetPart[] {
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  if (tokens.length === 0) return []
  const first = Math.max(
    0,
    tokens.findIndex((token) => matches(token[0])),
  )
  const from = Math.max(0, Math.min(first - WORDS_BEFORE, tokens.length - SNIPPET_WORDS))
  const to = Math.min(tokens.length, from + SNIPPET_WORDS)
  const parts: SnippetPart[] = []
  const push = (piece: string, mark: boolean) => {
    const last = parts.at(-1)
    if (last && !last.mark && !mark) last.text += piece
    else if (piece) parts.push({ text: piece, mark })
  }
  if (from > 0) push('… ', false)
  let at = tokens[from].index
  for (let i = from; i < to; i++) {
    const token = tokens[i]
    push(text.slice(at, token.index).replace(/\s+/g, ' '), false)
    push(token[0], matches(token[0]))
    at = token.index + token[0].length
  }
  const rest = text.slice(at).replace(/\s+/g, ' ')
  push(
    to < tokens.length ? `${rest.slice(0, rest.search(/[\p{L}\p{N}]/u)).trimEnd()} …` : rest,
    false,
  )
  return parts
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The snippet as HTML: escaped text, the matched words in `<mark>`. */
export const snippetHtml = (parts: SnippetPart[]) =>
  parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('')
