import { notFound } from 'next/navigation'

/*
 * There is no app-wide root layout (the CMS and the site each render <html>), so an unknown URL
 * would otherwise get Next's bare 404. This catch-all sends it to the site's not-found page,
 * inside the header and footer, with a 404 status. Every real route is more specific and wins.
 */
export default function MissingPage(): never {
  notFound()
}
