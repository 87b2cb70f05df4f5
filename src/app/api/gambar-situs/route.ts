import { adminRoute } from '@/lib/api-route'
import { formFile, formText, json, readForm } from '@/lib/http'
import { createSiteImage } from '@/modules/site-look/site-look.service'

const percent = (value: string) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined
}

// POST /api/gambar-situs: multipart `file` (PNG/JPEG/WebP ≤ 2 MB), `alt`, optional `focalX` and
// `focalY` (0–100) → 201 the stored picture, for PUT /api/tampilan-situs to point at.
// Administrator.
export const POST = adminRoute(async ({ request, ctx }) => {
  const form = await readForm(request)
  const image = await createSiteImage(ctx, await formFile(form, 'file'), {
    alt: formText(form, 'alt'),
    focalX: percent(formText(form, 'focalX')),
    focalY: percent(formText(form, 'focalY')),
  })
  return json(image, 201)
})
