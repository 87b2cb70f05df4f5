import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AnnouncementBar } from '@/modules/site-look/announcement-bar'
import { isAnnouncementLink, isSocialLink } from '@/modules/site-look/site-look.rules'

const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const render = (bar: Parameters<typeof AnnouncementBar>[0]['bar']) =>
  renderToStaticMarkup(createElement(AnnouncementBar, { bar }))

describe('the announcement bar', () => {
  it('shows its text while its period holds, as a link when it has one', () => {
    const html = render({ teks: 'Libur <b>Natal</b>', tautan: '/hubungi-kami', mulai: at(-60) })
    expect(html).toContain('aria-label="Pengumuman"')
    expect(html).toContain('<a href="/hubungi-kami"')
    expect(html).toContain('Libur &lt;b&gt;Natal&lt;/b&gt;')
    expect(render({ teks: 'Info', tautan: 'https://ojk.go.id' })).toContain(
      'rel="noopener noreferrer"',
    )
    expect(render({ teks: 'Info' })).not.toContain('<a ')
  })

  it('is absent before its start, after its end and without text', () => {
    expect(render({ teks: 'Libur', mulai: at(60) })).toBe('')
    expect(render({ teks: 'Libur', selesai: at(-60) })).toBe('')
    expect(render({ teks: '', tautan: '/promo' })).toBe('')
    expect(render(undefined)).toBe('')
  })

  it('takes only web links and pages of this site', () => {
    expect(isAnnouncementLink('/promo')).toBe(true)
    expect(isAnnouncementLink('https://ojk.go.id')).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'promo']) {
      expect(isAnnouncementLink(bad)).toBe(false)
    }
    expect(isSocialLink('https://instagram.com/bank')).toBe(true)
    expect(isSocialLink('/instagram')).toBe(false)
  })
})
