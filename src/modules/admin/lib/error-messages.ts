/** Every `message` in a react-hook-form error tree (arrays of rows included), in order. */
export function collectMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return []
  const own = 'message' in error && typeof error.message === 'string' ? [error.message] : []
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'message' && key !== 'ref' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => collectMessages(value))
  return [...own, ...nested]
}
