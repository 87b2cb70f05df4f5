import { json } from '@/lib/http'

// Any other /api path: a JSON 404 rather than the site's HTML page.
const notFound = () => json({ error: 'Alamat API tidak ditemukan.' }, 404)

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
