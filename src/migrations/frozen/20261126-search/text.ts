import { stemmer } from '@orama/stemmers/indonesian'

/*
 * Words and stems as the site search made them on 2026-11-26 (then src/modules/search/
 * search.text.ts): Snowball's Indonesian stemmer, and for a men-/pen-/meng-/peng- word whose
 * stem begins with a vowel a recoded second stem (t- or k-), so "menabung" meets "tabungan".
 */

/** Lower case, accents dropped, runs of letters and digits. */
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

/** Numbers and one- or two-letter words stay as they are. */
export const stem = (word: string): string =>
  word.length < 3 || /\p{N}/u.test(word) ? word : stemmer(word)

export function recoded(word: string, stemmed = stem(word)): string | null {
  if (!VOWEL.test(stemmed)) return null
  if (/^[mp]eng[aiueo]/.test(word)) return `k${stemmed}`
  if (/^[mp]en[aiueo]/.test(word)) return `t${stemmed}`
  return null
}
