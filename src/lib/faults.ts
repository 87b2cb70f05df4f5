import { AppError } from './errors'

/** What the administrator reads when the server, not the input, is at fault (503). */
export const FAULT_MESSAGES = {
  database: 'Server sedang tidak dapat menghubungi basis data. Coba lagi dalam beberapa saat.',
  storage:
    'Penyimpanan file sedang bermasalah, jadi perubahan tidak disimpan. Coba lagi dalam beberapa saat.',
  storageFull:
    'Ruang penyimpanan file penuh, jadi perubahan tidak disimpan. Hubungi pengelola server.',
} as const

export const databaseUnavailable = () => new AppError(503, FAULT_MESSAGES.database)

const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL'])

/** A failure of the file store (disk or bucket) as the 503 the client gets. */
export function storageFault(error: unknown): AppError {
  if (error instanceof AppError) return error
  const full = causes(error).some((e) => STORAGE_FULL.has(String(e.code)))
  console.error('storage fault', error)
  return new AppError(503, full ? FAULT_MESSAGES.storageFull : FAULT_MESSAGES.storage)
}

// Node's network codes, PostgreSQL's connection and cancellation classes (08, 57, 53300) and
// SQLite's busy, full and I/O errors: each says the database could not do the work, not that
// the input was wrong.
const DATABASE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08\w{3}|57\w{3}|53300|25P03|SQLITE_(BUSY|FULL|IOERR|READONLY|CANTOPEN|LOCKED)\w*)$/
const DATABASE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|cannot begin transaction|Client has encountered a connection error|database is locked|connect ECONNREFUSED/i

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown }

/** The error and the errors it wraps (drizzle and Payload wrap the driver's error). */
function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 8) {
    chain.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  return chain
}

/** Whether an error means the database is down, frozen, overloaded or out of disk. */
export const isDatabaseFault = (error: unknown) =>
  causes(error).some(
    (e) => DATABASE_CODES.test(String(e.code ?? '')) || DATABASE_TEXT.test(String(e.message ?? '')),
  )
