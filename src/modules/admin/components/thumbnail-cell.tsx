import { Img } from '@/components/ui/img'

/** A list row's small thumbnail; decorative, since the title beside it names the row. */
export function ThumbnailCell({ src }: { src: string }) {
  return (
    <Img
      src={src}
      alt=""
      width={80}
      height={45}
      className="aspect-video w-20 rounded-md border border-line bg-brand-50 object-cover"
    />
  )
}
