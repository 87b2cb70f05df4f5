import { type Block, toBlocks } from '../privasi.rules'

/** A notice's text as the page shows it: headings, lists and paragraphs. */
export function NoticeBody({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-ink">
      {toBlocks(text).map((block: Block, i) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={i} className="pt-4 text-xl font-bold text-brand-800">
              {block.text}
            </h2>
          )
        }
        if (block.kind === 'list') {
          return (
            <ul key={i} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        }
        return <p key={i}>{block.text}</p>
      })}
    </div>
  )
}
