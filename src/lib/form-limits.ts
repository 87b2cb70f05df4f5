/** Above the 2 MB file limit: room for the other form fields and multipart framing. */
export const MAX_FORM_BYTES = 2 * 1024 * 1024 + 64 * 1024
export const TOO_LARGE = 'Ukuran permintaan melebihi batas 2MB.'
export const BAD_FORM = 'Format data formulir tidak valid.'
