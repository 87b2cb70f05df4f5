/**
 * Case-insensitive substring match of a title, as SPEC 2.1 asks for the public product and news
 * searches and SPEC 2.2 for the admin tables; surrounding spaces in the query do not count.
 */
export function matchesJudul(judul: string, query: string): boolean {
  const text = query.trim().toLocaleLowerCase('id')
  return text === '' || judul.toLocaleLowerCase('id').includes(text)
}
