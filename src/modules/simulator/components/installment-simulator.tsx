'use client'

import { useEffect, useRef, useState } from 'react'

import {
  buildSchedule,
  type Calculation,
  CALCULATION_DELAY_MS,
  compareMethods,
  validateInput,
  type SimulationInput,
} from '../simulator'
import { CSV_FILE_NAME, EMPTY_EXPORT_MESSAGE, toCsv } from '../simulator.csv'
import { readFormValues, toFormValues, toSearchParams, type FormValues } from '../simulator.params'
import { ApplyLink } from './apply-link'
import { ResultDetails } from './result-details'
import { ResultSummary } from './result-summary'
import { SimulatorForm } from './simulator-form'

type Outcome =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'invalid'; message: string }
  | { status: 'done'; calculation: Calculation }

interface InstallmentSimulatorProps {
  initialInput: SimulationInput
  /** True when the input came from a shared link: the result shows at once, without the delay. */
  calculated: boolean
}

export function InstallmentSimulator({ initialInput, calculated }: InstallmentSimulatorProps) {
  const [values, setValues] = useState(() => toFormValues(initialInput))
  const [outcome, setOutcome] = useState<Outcome>(() =>
    calculated ? calculate(initialInput) : { status: 'idle' },
  )
  const [exportMessage, setExportMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function changeValues(next: FormValues) {
    clearTimeout(timer.current)
    setValues(next)
    setOutcome({ status: 'idle' })
    setExportMessage(null)
  }

  function startCalculation() {
    const input = readFormValues(values)
    setExportMessage(null)
    setOutcome({ status: 'pending' })
    timer.current = setTimeout(() => {
      const next = calculate(input)
      setOutcome(next)
      // Makes the result shareable without a navigation (and without re-rendering the page).
      if (next.status === 'done') window.history.replaceState(null, '', `?${toSearchParams(input)}`)
    }, CALCULATION_DELAY_MS)
  }

  function exportCsv() {
    if (outcome.status !== 'done') {
      setExportMessage(EMPTY_EXPORT_MESSAGE)
      return
    }
    downloadText(toCsv(outcome.calculation.rows), CSV_FILE_NAME)
  }

  const messages = [outcome.status === 'invalid' ? outcome.message : null, exportMessage]
  return (
    <div className="space-y-8">
      <SimulatorForm
        values={values}
        pending={outcome.status === 'pending'}
        messages={messages.filter((message) => message !== null)}
        onChange={changeValues}
        onCalculate={startCalculation}
        onExport={exportCsv}
      />
      {/* Only the short summary is live: announcing a 360-row table would drown the reader. */}
      <div aria-live="polite">
        {outcome.status === 'pending' && <p className="sr-only">Menghitung angsuran...</p>}
        {outcome.status === 'done' && <ResultSummary calculation={outcome.calculation} />}
      </div>
      {outcome.status === 'done' && (
        <ApplyLink href={`/ajukan-pembiayaan?${toSearchParams(outcome.calculation.input)}`} />
      )}
      {outcome.status === 'done' && <ResultDetails calculation={outcome.calculation} />}
    </div>
  )
}

function calculate(input: SimulationInput): Outcome {
  const message = validateInput(input)
  if (message) return { status: 'invalid', message }
  return {
    status: 'done',
    calculation: { input, rows: buildSchedule(input), comparison: compareMethods(input) },
  }
}

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
