/** Above the 2 MB file limit: room for the other form fields and multipart framing. */
export const MAX_FORM_BYTES = 2 * 1024 * 1024 + 64 * 1024
export const TOO_LARGE = 'Ukuran permintaan melebihi batas 2MB.'
export const BAD_FORM = 'Format data formulir tidak valid.'

/**
 * The complaint form's three attachments and power of attorney (5 MB each) and its fields; the
 * whistleblowing form's three attachments fit within it.
 */
export const MAX_COMPLAINT_BYTES = 4 * 5 * 1024 * 1024 + 64 * 1024
/** The pages whose forms carry those attachments. */
export const LARGE_FORM_PATHS =
  /^\/(?:layanan-pengaduan(?:\/status)?|whistleblowing(?:\/tindak-lanjut)?)(?:\?|$)/
