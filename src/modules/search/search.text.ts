import { stemmer } from '@orama/stemmers/indonesian'

/*
 * Words and stems, the same for the SQLite index, the PostgreSQL query and the snippets.
 *
 * The stemmer is Snowball's Indonesian algorithm (@orama/stemmers: maintained with the Orama
 * search engine, no dependencies, one small ES module per language), the very algorithm behind
 * PostgreSQL's `indonesian` configuration, so both databases agree on what a word's stem is.
 * Snowball recodes meny- to s- and mem- before a vowel to p-, but has no dictionary to tell
 * "menabung" (tabung) from "menanam" (tanam) or "mengajar" (ajar), so it drops the consonant that
 * men-/meng- replaced ("abung"). Nazief–Adriani settles that with a root-word dictionary; the npm
 * port of it (sastrawijs) gets "penyaluran" and "peternakan" wrong. Here such a word also
 * carries the recoded candidate (t- after men-/pen-, k- after meng-/peng-) as a second stem, on
 * both sides of the match, so "menabung" and "tabungan" find each other.
 */

/** Words as the index and the query see them: lower case, accents dropped, letters and digits. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('id')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

const VOWEL = /^[aiueo]/

/**
 * Stems already worked out, up to STEMS_KEPT words and then afresh: the snippets of every search
 * stem the same few thousand words of the site again and again, and Snowball is not cheap.
 */
const STEMS_KEPT = 20_000
const stems = new Map<string, string>()

/** The Snowball stem of a word. Numbers and one-letter words stay as they are. */
export function stem(word: string): string {
  if (word.length < 3 || /\p{N}/u.test(word)) return word
  let found = stems.get(word)
  if (found === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear()
    found = stemmer(word)
    stems.set(word, found)
  }
  return found
}

/** A recoded stem for a men-/pen-/meng-/peng- word whose stem begins with a vowel, or null. */
export function recoded(word: string, stemmed = stem(word)): string | null {
  if (!VOWEL.test(stemmed)) return null
  if (/^[mp]eng[aiueo]/.test(word)) return `k${stemmed}`
  if (/^[mp]en[aiueo]/.test(word)) return `t${stemmed}`
  return null
}

/** Every stem a word may have: its own and, where one applies, the recoded one. */
export function stemsOf(word: string): string[] {
  const own = stem(word)
  const other = recoded(word, own)
  return other ? [own, other] : [own]
}

/** A term of a query: a single word, or a phrase that must appear in this order. */
export type QueryTerm =
  { kind: 'word'; word: string; prefix: boolean } | { kind: 'phrase'; words: string[] }

/** Shortest word completed as a prefix: shorter ones would match most of the index. */
export const MIN_PREFIX = 3

/**
 * The query as terms. Only letters and digits survive, so no operator, quote, wildcard or
 * escape of any query language can come through; quotes that pair up make phrases, an unpaired
 * one counts as a space. The last word, unless a quote closes it, also matches words that begin
 * with it ("murab" finds "Murabahah"), as a visitor types.
 */
export function parseQuery(query: string): QueryTerm[] {
  const parts = query.split('"')
  // An odd number of parts means the quotes pair up; otherwise the last one is unpaired.
  const paired = parts.length % 2 === 1
  const terms: QueryTerm[] = []
  parts.forEach((part, index) => {
    const inQuotes = index % 2 === 1 && (paired || index < parts.length - 1)
    const found = words(part)
    if (inQuotes && found.length > 1) terms.push({ kind: 'phrase', words: found })
    else for (const word of found) terms.push({ kind: 'word', word, prefix: false })
  })
  const last = terms.at(-1)
  if (last?.kind === 'word' && /[\p{L}\p{N}]$/u.test(query) && last.word.length >= MIN_PREFIX) {
    last.prefix = true
  }
  return terms
}

/** The text of terms, as a query that parses back to the same terms without the prefix. */
export const termsText = (terms: QueryTerm[]): string =>
  terms.map((term) => (term.kind === 'word' ? term.word : `"${term.words.join(' ')}"`)).join(' ')
