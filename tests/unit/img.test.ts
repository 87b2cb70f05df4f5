import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ImageSetImg } from '@/components/ui/img'

const placeholder = (alt: string) =>
  renderToStaticMarkup(createElement(ImageSetImg, { image: null, alt, sizes: '100vw' }))

describe('ImageSetImg without an image', () => {
  it('names the placeholder after the image it stands for', () => {
    expect(placeholder('Tabungan Wadiah')).toContain('role="img" aria-label="Tabungan Wadiah"')
  })

  it('hides a decorative placeholder instead of leaving an image without a name', () => {
    const html = placeholder('')
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('role="img"')
  })
})
