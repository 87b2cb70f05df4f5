import Link from 'next/link'
import { Fragment } from 'react'

import { formatRupiah } from '@/lib/format'

import type { ProdukDto, RingkasanDto } from '@/modules/produk/produk.types'
import {
  AKAD_LABEL,
  formatBerlakuPer,
  formatBiaya,
  JENIS_LABEL,
} from '@/modules/produk/ringkasan.rules'
import {
  CONTOH_CATATAN,
  contohSimulasi,
  type SimulasiDto,
} from '@/modules/produk/ringkasan.simulasi'
import { SUMMARY_FIGURES } from '@/modules/simulator/simulator.describe'
import type { SiteIdentity } from '@/modules/site/site.service'

const PARTS = [
  ['fiturUtama', 'Fitur Utama'],
  ['manfaat', 'Manfaat'],
  ['risiko', 'Risiko'],
  ['persyaratan', 'Persyaratan dan Tata Cara'],
] as const

/** A text as paragraphs split by blank lines. */
const Paragraphs = ({ text }: { text: string }) =>
  text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => <p key={p}>{p}</p>)

/** The fee lines of a summary, as the product page, the printable page and /tarif-dan-biaya show them. */
export function BiayaTable({ biaya, caption }: { biaya: RingkasanDto['biaya']; caption: string }) {
  if (biaya.length === 0) return <p className="text-muted">Tidak ada biaya untuk produk ini.</p>
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Jenis Biaya
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Besaran
          </th>
          <th scope="col" className="py-2 font-semibold">
            Dikenakan
          </th>
        </tr>
      </thead>
      <tbody>
        {biaya.map((b) => (
          <tr key={`${b.nama}-${b.dikenakan}`} className="border-b border-line align-top">
            <td className="py-2 pr-4">{b.nama}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{formatBiaya(b.jumlah, b.satuan)}</td>
            <td className="py-2">{b.dikenakan}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Whether LPS guarantees the product, in the bank's own statement for a covered simpanan. */
export function LpsStatement({ ringkasan, site }: { ringkasan: RingkasanDto; site: SiteIdentity }) {
  if (ringkasan.jenis !== 'simpanan') return null
  return ringkasan.dijaminLps ? (
    <p>
      <strong>Produk ini dijamin oleh Lembaga Penjamin Simpanan (LPS).</strong> {site.pernyataanLps}
    </p>
  ) : (
    <p>
      <strong>Produk ini tidak termasuk simpanan yang dijamin oleh LPS.</strong>
    </p>
  )
}

/** A pembiayaan's worked example by the simulator, and 'Simulasikan' to it with the same inputs. */
function ContohSimulasiPart({
  simulasi,
  Heading,
}: {
  simulasi: SimulasiDto
  Heading: 'h2' | 'h3'
}) {
  const contoh = contohSimulasi(simulasi)
  return (
    <div className="ringkasan-part">
      <Heading className="mt-6 text-lg font-bold text-brand-800">Contoh Simulasi Angsuran</Heading>
      <p className="mt-2">{contoh.uraian}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {SUMMARY_FIGURES.map(([label, key]) => (
          <Fragment key={key}>
            <dt className="font-semibold">{label}</dt>
            <dd className="tabular-nums">{formatRupiah(contoh.hasil[key])}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted">{CONTOH_CATATAN}</p>
      <Link
        href={contoh.href}
        className="no-print mt-3 inline-block rounded-lg bg-gold-400 px-4 py-2.5 text-sm font-bold text-brand-900 hover:bg-gold-100"
      >
        Simulasikan
      </Link>
    </div>
  )
}

/** The summary's facts and parts, shared by the product page and the printable page. */
export function RingkasanBody({
  produk,
  ringkasan,
  site,
  level,
}: {
  produk: ProdukDto
  ringkasan: RingkasanDto
  site: SiteIdentity
  /** The heading level of the parts (h3 under the page's section, h2 on the printable page). */
  level: 'h2' | 'h3'
}) {
  const Heading = level
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Nama produk</dt>
        <dd>{produk.judul}</dd>
        <dt className="font-semibold">Jenis produk</dt>
        <dd>{JENIS_LABEL[ringkasan.jenis]}</dd>
        <dt className="font-semibold">Akad</dt>
        <dd>{AKAD_LABEL[ringkasan.akad]}</dd>
        <dt className="font-semibold">Penerbit</dt>
        <dd>{site.namaBank}</dd>
        <dt className="font-semibold">Berlaku per</dt>
        <dd>{formatBerlakuPer(ringkasan.berlakuPer)}</dd>
      </dl>
      {PARTS.map(([key, heading]) =>
        ringkasan[key] ? (
          <div key={key} className="ringkasan-part">
            <Heading className="mt-6 text-lg font-bold text-brand-800">{heading}</Heading>
            <div className="mt-2 space-y-2">
              <Paragraphs text={ringkasan[key]} />
            </div>
          </div>
        ) : null,
      )}
      <div className="ringkasan-part">
        <Heading className="mt-6 text-lg font-bold text-brand-800">Biaya</Heading>
        <div className="mt-2 overflow-x-auto">
          <BiayaTable biaya={ringkasan.biaya} caption={`Biaya ${produk.judul}`} />
        </div>
      </div>
      {ringkasan.jenis === 'pembiayaan' && ringkasan.simulasi ? (
        <ContohSimulasiPart simulasi={ringkasan.simulasi} Heading={Heading} />
      ) : null}
      {ringkasan.jenis === 'simpanan' && (
        <div className="ringkasan-part">
          <Heading className="mt-6 text-lg font-bold text-brand-800">Penjaminan LPS</Heading>
          <div className="mt-2">
            <LpsStatement ringkasan={ringkasan} site={site} />
          </div>
        </div>
      )}
    </>
  )
}

/** The product page's section after SPEC's content: the summary, with its printable and PDF copies. */
export function RingkasanSection({ produk, site }: { produk: ProdukDto; site: SiteIdentity }) {
  const { ringkasan } = produk
  if (!ringkasan) return null
  const base = `/produk/${produk.slug}/ringkasan`
  return (
    <section
      aria-labelledby="ringkasan-produk"
      className="mt-12 rounded-2xl border border-line bg-surface-alt p-6 text-ink"
    >
      <h2 id="ringkasan-produk" className="text-2xl font-bold text-brand-800">
        Ringkasan Informasi Produk dan Layanan
      </h2>
      <div className="mt-4">
        <RingkasanBody produk={produk} ringkasan={ringkasan} site={site} level="h3" />
      </div>
      {ringkasan.jenis === 'simpanan' && ringkasan.akad === 'mudharabah' ? (
        <p className="mt-6">
          Nisbah bagi hasil dan ekuivalen tingkat bagi hasil produk ini setiap bulan:{' '}
          <Link
            href={`/tingkat-bagi-hasil#produk-${produk.slug}`}
            className="font-semibold text-brand-700 underline"
          >
            Tingkat Bagi Hasil
          </Link>
          .
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={base}
          className="inline-block rounded-lg border border-brand-700 px-4 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50"
        >
          Versi Cetak
        </Link>
        <a
          href={`${base}.pdf`}
          download
          className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
        >
          Unduh PDF
        </a>
      </div>
    </section>
  )
}
