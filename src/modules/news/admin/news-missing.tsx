import { RedirectNotice } from '@/modules/admin/components/redirect-notice'
import { NEWS_TEXT } from './news-text'

/** A news screen for a slug no news item has: says so, with `toastText`, and goes back to the list. */
export function NewsMissing({ toastText }: { toastText: string }) {
  return (
    <RedirectNotice
      text={NEWS_TEXT.notFound}
      toastText={toastText}
      href="/admin/news"
      linkText="Kembali ke daftar News"
    />
  )
}
