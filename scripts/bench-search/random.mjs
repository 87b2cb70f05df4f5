/**
 * A seeded random number generator (mulberry32): the bench draws the same corpus and queries on
 * every run. 32-bit integer arithmetic throughout; a classic LCG written with plain JS numbers
 * loses its low bits past 2^53 and repeats itself after about 10,000 draws.
 */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}
