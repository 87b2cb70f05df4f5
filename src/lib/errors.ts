/** An error whose message is meant for the client, in Indonesian, with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message = 'Sesi tidak valid. Silakan login kembali.') =>
  new AppError(401, message)
export const notFound = (message: string) => new AppError(404, message)
export const payloadTooLarge = (message: string) => new AppError(413, message)
