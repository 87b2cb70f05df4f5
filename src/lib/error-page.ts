/** What Next hands an error.tsx boundary: the error (its digest names the server log entry) and a retry. */
export type ErrorPageProps = { error: Error & { digest?: string }; retry: () => void }
