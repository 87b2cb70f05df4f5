import { useId, type FormEvent, type ReactNode } from 'react'

import { MARGIN_TYPES } from '../simulator'
import { formatLoanText, type FormValues } from '../simulator.params'

interface SimulatorFormProps {
  values: FormValues
  pending: boolean
  messages: string[]
  onChange: (values: FormValues) => void
  onCalculate: () => void
  onExport: () => void
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-muted bg-surface px-3 py-2.5 text-base text-ink tabular-nums'

/** The three number fields, each with its example. */
const INPUTS = [
  {
    name: 'loanAmount',
    label: 'Jumlah Pembiayaan (Rp)',
    hint: 'Contoh: 10.000.000',
    inputMode: 'numeric',
    format: formatLoanText,
  },
  {
    name: 'annualMargin',
    label: 'Margin per Tahun (%)',
    hint: 'Desimal boleh, contoh: 15,6',
    inputMode: 'decimal',
    format: (text: string) => text,
  },
  {
    name: 'tenor',
    label: 'Tenor (bulan)',
    hint: 'Contoh: 24 untuk 2 tahun',
    inputMode: 'numeric',
    format: (text: string) => text,
  },
] as const satisfies readonly {
  name: keyof FormValues
  label: string
  hint: string
  inputMode: 'numeric' | 'decimal'
  format: (text: string) => string
}[]

export function SimulatorForm({
  values,
  pending,
  messages,
  onChange,
  onCalculate,
  onExport,
}: SimulatorFormProps) {
  const id = useId()
  const update = (patch: Partial<FormValues>) => onChange({ ...values, ...patch })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!pending) onCalculate()
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface-alt p-5 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Data Pembiayaan
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-3">
        {INPUTS.map(({ name, label, hint, inputMode, format }) => (
          <Field key={name} id={`${id}-${name}`} label={label} hint={hint}>
            <input
              id={`${id}-${name}`}
              aria-describedby={`${id}-${name}-hint`}
              inputMode={inputMode}
              autoComplete="off"
              className={inputClass}
              value={values[name]}
              onChange={(event) => update({ [name]: format(event.target.value) })}
            />
          </Field>
        ))}
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">Jenis Margin</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {MARGIN_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-muted bg-surface px-4 py-2.5 text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={values.marginType === type}
                onChange={() => update({ marginType: type })}
                className="size-4 accent-brand-700"
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={pending}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:bg-brand-600"
        >
          {pending ? 'Menghitung...' : 'Hitung Angsuran'}
        </button>
        <button
          type="button"
          onClick={onExport}
          className="rounded-lg border border-brand-700 bg-surface px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Ekspor CSV
        </button>
      </div>
      <div role="alert" className="mt-4 space-y-2 empty:mt-0">
        {messages.map((message) => (
          <p
            key={message}
            className="rounded-lg border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
          >
            {message}
          </p>
        ))}
      </div>
    </form>
  )
}

interface FieldProps {
  id: string
  label: string
  hint: string
  children: ReactNode
}

function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
    </div>
  )
}
