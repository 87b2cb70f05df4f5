import type { Metadata } from 'next'

import { ScreenHeader } from '@/modules/admin/components/screen-header'
import { requireAdmin } from '@/modules/admin/require-admin'
import { SiteLookForm } from '@/modules/site-look/admin/site-look-form'
import { SITE_LOOK_TEXT } from '@/modules/site-look/admin/site-look-text'
import { getSiteLook } from '@/modules/site-look/site-look.service'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: SITE_LOOK_TEXT.title }

/** /admin/tampilan-situs: the hero banners, slides, management, chart, social links, announcement. */
export default async function TampilanSitusPage() {
  const ctx = await requireAdmin()
  const look = await getSiteLook(ctx)
  return (
    <>
      <ScreenHeader title={SITE_LOOK_TEXT.title} description={SITE_LOOK_TEXT.description} />
      <SiteLookForm initial={look} />
    </>
  )
}
