import { ValidationError } from 'payload'

const isSlugConflict = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data as { errors?: { path?: string }[] })?.errors?.some((e) => e.path === 'slug')

/**
 * Two creates with the same judul can both find a slug free and then collide on the unique
 * index; the loser tries again after a short random pause and gets the next free number.
 */
export async function retryOnSlugConflict<T>(write: () => Promise<T>, attempts = 12): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= attempts || !isSlugConflict(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}
