import { splitParagraphs } from '@/lib/paragraphs'

/** Renders plain text as paragraphs; single line breaks inside a paragraph are kept. */
export function PlainTextParagraphs({
  text,
  className = '',
}: {
  text: string
  className?: string
}) {
  return (
    <>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} className={`whitespace-pre-line leading-relaxed ${className}`}>
          {paragraph}
        </p>
      ))}
    </>
  )
}
