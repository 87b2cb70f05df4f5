'use client'

import { Children, Fragment, type ReactNode, useEffect, useState } from 'react'

import { pickRandom } from '@/lib/random'

type RandomPicksProps = {
  count: number
  /** The pool: list items, in the order the server HTML shows the first `count` of. */
  children: ReactNode
  className?: string
}

/**
 * A list showing `count` of its items, picked at random in the visitor's browser (SPEC 9). The
 * page itself is cached and the same for everyone, so its HTML carries the first `count`: real
 * links for crawlers and for visitors without JavaScript. The items sit in boxes of one size, so
 * swapping them after hydration moves nothing else on the page, and each place is keyed by its
 * position: a pick takes it as a new element instead of an item of the HTML moving there, which
 * the browser would count as a layout shift. `data-picked` marks the swap.
 */
export function RandomPicks({ count, children, className }: RandomPicksProps) {
  const pool = Children.toArray(children)
  const [picks, setPicks] = useState<number[] | null>(null)
  useEffect(() => {
    // Once, after hydration: the cached HTML cannot know this visitor's picks.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPicks(pickRandom([...pool.keys()], count))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <ul className={className} data-picked={picks ? '' : undefined}>
      {(picks ? picks.map((index) => pool[index]) : pool.slice(0, count)).map((item, place) => (
        <Fragment key={place}>{item}</Fragment>
      ))}
    </ul>
  )
}
