import { describe, expect, it } from 'vitest'

import { escapeXml } from '@/lib/xml'

describe('escapeXml', () => {
  it('escapes markup', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    )
  })

  it('drops characters XML 1.0 cannot hold, so a feed stays well-formed', () => {
    expect(escapeXml('Kabar\u0000 \u0007baru\u000B\u001F\uFFFE')).toBe('Kabar baru')
    expect(escapeXml('lone \uD800 surrogate \uDC00')).toBe('lone  surrogate ')
  })

  it('keeps tabs, new lines and characters outside the basic plane', () => {
    expect(escapeXml('a\tb\nc\r😀 Rp')).toBe('a\tb\nc\r😀 Rp')
  })
})
