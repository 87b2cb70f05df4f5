import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  describeFile,
  LaporanCard,
} from '@/app/(frontend)/[keptQuery]/laporan-publikasi/laporan-card'
import { contentTypes } from '@/content-types'
import { recentActivity } from '@/modules/admin/dashboard/recent-activity'
import { DEFAULT_LAPORAN_THUMB } from '@/modules/admin/lib/list-thumbnail'
import type { LaporanDto } from '@/modules/laporan/laporan.types'

const laporan = (over: Partial<LaporanDto> = {}): LaporanDto => ({
  _id: '1',
  judul: 'Laporan Tahunan 2024',
  tanggal: '2024-12-31T00:00:00.000Z',
  jenis: 'Tahunan',
  ukuran: 1.2 * 1024 * 1024,
  fileUrl: '/media/laporan/tahunan.pdf',
  halaman: 12,
  pratinjau: {
    thumb: '/media/laporan/tahunan-320x453.webp',
    card: '/media/laporan/tahunan-640x905.webp',
    width: 640,
    height: 905,
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
})

const card = (l: LaporanDto) => renderToStaticMarkup(createElement(LaporanCard, { laporan: l }))

describe('the report card', () => {
  it('gives pages and size in Indonesian', () => {
    expect(describeFile(laporan())).toBe('12 halaman · 1,2 MB')
    expect(describeFile(laporan({ halaman: null, ukuran: 2048 }))).toBe('2 KB')
  })

  it('shows the first page with a srcset and an Indonesian alt text', () => {
    const html = card(laporan())
    expect(html).toContain(
      'srcSet="/media/laporan/tahunan-320x453.webp 320w, /media/laporan/tahunan-640x905.webp 640w"',
    )
    expect(html).toContain('alt="Halaman pertama Laporan Tahunan 2024"')
    expect(html).toContain('width="640" height="905"')
    expect(html).toContain('PDF · 12 halaman · 1,2 MB')
    expect(html).not.toContain('laporan-thumb.webp')
  })

  it('falls back to the generic thumbnail when the PDF could not be rendered', () => {
    const html = card(laporan({ pratinjau: null, halaman: null }))
    expect(html).toContain('src="/images/laporan-thumb.webp"')
    expect(html).toContain('alt=""')
    expect(html).not.toContain('srcSet')
    expect(html).not.toContain('halaman')
  })
})

describe('the dashboard activity of a report', () => {
  it('shows its first page, or the generic thumbnail', () => {
    const entry = contentTypes.laporan.admin.dashboard!
    const [withPreview] = recentActivity([{ entry, items: [laporan()] }])
    expect(withPreview.thumbnail).toBe('/media/laporan/tahunan-320x453.webp')
    const [without] = recentActivity([{ entry, items: [laporan({ pratinjau: null })] }])
    expect(without.thumbnail).toBe(DEFAULT_LAPORAN_THUMB)
  })
})
