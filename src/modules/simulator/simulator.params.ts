import { formatThousands } from '@/lib/format'
import { MARGIN_TYPES, MAX_LOAN_DIGITS, type MarginType, type SimulationInput } from './simulator'

/** The form keeps what the visitor typed; it is parsed only when calculating. */
export interface FormValues {
  loanAmount: string
  annualMargin: string
  tenor: string
  marginType: MarginType
}

type SearchParamsRecord = Record<string, string | string[] | undefined>

/** Digits only, others stripped; '' → 0. At most 15 digits so the amount stays exact. */
export function parseLoanAmount(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_LOAN_DIGITS)
  return digits === '' ? 0 : Number(digits)
}

/** '15,6' and '15.6' → 15.6; '' → 0; text that is not a number → NaN. */
export function parseMargin(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : Number.parseFloat(trimmed.replace(',', '.'))
}

/** '24' → 24; '' → 0; text that is not a number → NaN. */
export function parseTenor(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : Number.parseInt(trimmed, 10)
}

/** What the loan field shows while typing: '10000000' → '10.000.000', no digits → ''. */
export function formatLoanText(text: string): string {
  return /\d/.test(text) ? formatThousands(parseLoanAmount(text)) : ''
}

export function readFormValues(values: FormValues): SimulationInput {
  return {
    loanAmount: parseLoanAmount(values.loanAmount),
    annualMargin: parseMargin(values.annualMargin),
    tenor: parseTenor(values.tenor),
    marginType: values.marginType,
  }
}

export function toFormValues(input: SimulationInput): FormValues {
  return {
    loanAmount: formatThousands(input.loanAmount),
    annualMargin: String(input.annualMargin).replace('.', ','),
    tenor: String(input.tenor),
    marginType: input.marginType,
  }
}

/** ?jumlah=10000000&margin=15.6&tenor=24&jenis=flat */
export function toSearchParams(input: SimulationInput): URLSearchParams {
  return new URLSearchParams({
    jumlah: String(input.loanAmount),
    margin: String(input.annualMargin),
    tenor: String(input.tenor),
    jenis: input.marginType.toLowerCase(),
  })
}

/**
 * The input of a shared link, or null when the link carries none (jumlah, margin and tenor are
 * required; jenis defaults to Flat). Values are not validated here, so a bad link shows the
 * validation message instead of silently falling back to the defaults.
 */
export function fromSearchParams(
  params: URLSearchParams | SearchParamsRecord,
): SimulationInput | null {
  const read = (key: string) => readParam(params, key)
  const jumlah = read('jumlah')
  const margin = read('margin')
  const tenor = read('tenor')
  const marginType = parseMarginType(read('jenis') ?? 'flat')
  if (jumlah === undefined || margin === undefined || tenor === undefined || !marginType) {
    return null
  }
  return {
    loanAmount: parseLoanAmount(jumlah),
    annualMargin: parseMargin(margin),
    tenor: parseTenor(tenor),
    marginType,
  }
}

function readParam(params: URLSearchParams | SearchParamsRecord, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key]
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}

function parseMarginType(text: string): MarginType | undefined {
  return MARGIN_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase())
}
