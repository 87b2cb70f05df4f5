import type { ReactNode } from 'react'

import { env } from '@/lib/env'
import { requiredFields } from '@/lib/required-fields'
import { getCachedRecordPage, getCachedSite } from '@/modules/site/public-content'

import { consentText } from '../pengajuan.rules'
import { pengajuanFormSchema } from '../pengajuan.schema'
import { PengajuanForm, type PengajuanPrefill } from './pengajuan-form'

/** The products offered in the form's list: the newest ones, and the one the link named. */
const PRODUK_CHOICES = 100

async function produkOptions(prefilled?: { slug: string; judul: string } | null) {
  const { items } = await getCachedRecordPage('produk', {}, 1, PRODUK_CHOICES).catch(() => ({
    items: [],
  }))
  const options = items.map(({ slug, judul }) => ({ slug, judul }))
  if (prefilled && !options.some((o) => o.slug === prefilled.slug)) options.unshift(prefilled)
  return options
}

/** 'Ajukan Pembiayaan' and 'Hubungi Kami': the heading, the bank's contacts and the form. */
export async function PengajuanPage({
  jenis,
  title,
  intro,
  prefill,
  prefilledProduk,
  before,
}: {
  jenis: 'pembiayaan' | 'kontak'
  title: string
  intro: string
  prefill?: PengajuanPrefill
  prefilledProduk?: { slug: string; judul: string } | null
  before?: ReactNode
}) {
  const [site, options] = await Promise.all([getCachedSite(), produkOptions(prefilledProduk)])
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {before}
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted">{intro}</p>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-label={`Formulir ${title}`} className="lg:col-span-2">
          <PengajuanForm
            jenis={jenis}
            // Here, on the server: the form in the browser then needs no zod.
            requiredNames={[...requiredFields(pengajuanFormSchema, { jenis })]}
            consent={consentText(env.INQUIRY_RETENTION_DAYS)}
            produkOptions={options}
            prefill={prefill}
          />
        </section>
        <aside aria-labelledby="kontak-langsung" className="h-fit rounded-2xl bg-surface-alt p-6">
          <h2 id="kontak-langsung" className="text-lg font-bold text-brand-800">
            Kontak langsung
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-ink">
            <p>{site.alamat.lengkap}</p>
            <p>Telepon: {site.telepon}</p>
            <p>WhatsApp: {site.whatsapp}</p>
            <p>E-mail: {site.email}</p>
            <p>{site.jamOperasional}</p>
          </address>
        </aside>
      </div>
    </div>
  )
}
