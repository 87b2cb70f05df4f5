import { adminRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { mediaOriginal } from '@/modules/media/media.service'
import { createSiteImage } from '@/modules/site-look/site-look.service'

const percent = (value: string) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined
}

// POST /api/gambar-situs: multipart `file` (PNG/JPEG/WebP ≤ 2 MB), `alt`, optional `focalX` and
// `focalY` (0–100) → 201 the stored picture, for PUT /api/tampilan-situs to point at. Or `media`,
// the id of a media library item, instead of the file: a copy of its image, with its focal point
// (and its alt text when `alt` is empty). Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  const chosen = form.has('media') ? await mediaOriginal(ctx, formText(form, 'media')) : null
  const alt = formText(form, 'alt')
  const image = await createSiteImage(ctx, chosen?.file ?? (await formFile(form, 'file')), {
    alt: chosen && !alt.trim() ? chosen.alt : alt,
    focalX: chosen?.focalX ?? percent(formText(form, 'focalX')),
    focalY: chosen?.focalY ?? percent(formText(form, 'focalY')),
  })
  return json(image, 201)
})
