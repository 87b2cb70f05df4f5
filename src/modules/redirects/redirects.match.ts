import { isPrefixPattern, MAX_HOPS, prefixOf, redirectKey } from './redirects.rules'

/** One redirect as the matcher holds it: its stored old address and the path it leads to now. */
export type RedirectRule = { dari: string; to: string; status: 301 | 302 }

export type Matcher = {
  size: number
  /** Where an address (its key) goes in one hop, chains followed; null when nowhere (or a loop). */
  resolve(key: string): { to: string; status: 301 | 302 } | null
}

/**
 * Exact addresses in a map, prefixes longest first; a prefix's target ending in `*` takes the
 * rest of the address (`/blog/*` → `/news/*`). A chain is followed here, so a visitor makes one
 * hop however many redirects it passes.
 */
export function buildMatcher(rules: RedirectRule[]): Matcher {
  const exact = new Map<string, RedirectRule>()
  const prefixes: { base: string; rule: RedirectRule }[] = []
  for (const rule of rules) {
    if (isPrefixPattern(rule.dari)) prefixes.push({ base: prefixOf(rule.dari), rule })
    else exact.set(rule.dari, rule)
  }
  prefixes.sort((a, b) => b.base.length - a.base.length)

  const hop = (key: string) => {
    const rule = exact.get(key)
    if (rule) return { to: rule.to, status: rule.status }
    const found = prefixes.find(({ base }) => key.startsWith(base) || `${key}/` === base)
    if (!found) return null
    const { to, status } = found.rule
    const rest = key.startsWith(found.base) ? key.slice(found.base.length) : ''
    return { to: to.endsWith('*') ? `${to.slice(0, -1)}${rest}` : to, status }
  }

  return {
    size: rules.length,
    resolve(key) {
      const first = hop(key)
      if (!first) return null
      const seen = new Set([key])
      let current = first
      for (let i = 0; i < MAX_HOPS; i++) {
        const [path, search = ''] = current.to.split('?')
        const next = redirectKey(path, search ? `?${search}` : '')
        if (seen.has(next)) return null
        seen.add(next)
        const further = hop(next)
        // The first hop's status holds: a permanent move stays permanent however it goes on.
        if (!further) return current
        current = { to: further.to, status: first.status }
      }
      return null
    },
  }
}
