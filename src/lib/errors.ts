/** An error whose message is meant for the client, in Indonesian, with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message = 'Sesi tidak valid. Silakan login kembali.') =>
  new AppError(401, message)
export const notFound = (message: string) => new AppError(404, message)
export const forbidden = (message: string) => new AppError(403, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) })
export const payloadTooLarge = (message: string) => new AppError(413, message)
