import { Img } from '@/components/ui/img'

/** A list row's small thumbnail; decorative, since the title beside it names the row. */
export function ThumbnailCell({
  src,
  position = 'center',
}: {
  src: string
  /** 'top' for a document's page: its heading shows rather than its middle. */
  position?: 'center' | 'top'
}) {
  return (
    <Img
      src={src}
      alt=""
      width={80}
      height={45}
      className={`aspect-video w-20 shrink-0 rounded-md border border-line bg-brand-50 object-cover ${position === 'top' ? 'object-top' : ''}`}
    />
  )
}
