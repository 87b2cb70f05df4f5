import { z } from 'zod'

export type FileRule = {
  mimeTypes: readonly string[]
  maxBytes: number
  messages: { required: string; fileType: string; fileSize: string }
}

/**
 * A file field checked in the browser with the same constants and messages the server uses
 * (the server checks the bytes again). `required: false` accepts no file, as on edit forms.
 */
export const fileField = ({ mimeTypes, maxBytes, messages }: FileRule, required = true) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) {
      if (required) ctx.addIssue({ code: 'custom', message: messages.required })
      return
    }
    if (!mimeTypes.includes(file.type)) ctx.addIssue({ code: 'custom', message: messages.fileType })
    else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', message: messages.fileSize })
  })

/** The rule a chosen file breaks first, or null; for instant feedback on selection. */
export function fileProblem(file: File, { mimeTypes, maxBytes }: Omit<FileRule, 'messages'>) {
  if (!mimeTypes.includes(file.type)) return 'fileType' as const
  if (file.size > maxBytes) return 'fileSize' as const
  return null
}
