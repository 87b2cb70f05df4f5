'use client'

import Image from 'next/image'
import { useEffect, useId, useRef, useState } from 'react'
import { type Control, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form'

import {
  IKON_KEUNGGULAN,
  type IkonKeunggulan,
  ikonUrl,
  isKeunggulanComplete,
  MAX_KEUNGGULAN,
  PRODUK_MESSAGES,
} from '@/modules/produk/produk.rules'
import { keunggulanSchema } from '@/modules/produk/produk.schema'

import { buttonClass, labelClass } from '@/components/ui/button-styles'
import { Field } from '@/components/ui/field'
import { requiredFields } from '@/lib/required-fields'
import { PlusIcon, TrashIcon } from '@/modules/admin/components/icons'
import { IKON_LABEL } from './ikon-labels'

const LABEL_REQUIRED = requiredFields(keunggulanSchema).has('label')

export type KeunggulanRow = { icon: string | null; label: string }
type FormShape = { keunggulan: KeunggulanRow[] }
export type KeunggulanControl = Control<FormShape>
export type KeunggulanRegister = UseFormRegister<FormShape>

/**
 * The advantages list: each row picks one of the 11 icons (a radio group, so arrow keys move
 * through it) and a label. At most 6, and a new row only once the last one is complete.
 */
export function KeunggulanFields({
  control: ownControl,
  register: ownRegister,
  shownAbove = [],
  onAppend,
}: {
  control: KeunggulanControl
  register: KeunggulanRegister
  /** Messages the form already shows on top, so the same one is not repeated here. */
  shownAbove?: string[]
  /** Told the index of a freshly added (still empty) row. */
  onAppend?: (index: number) => void
}) {
  const { fields, append, remove } = useFieldArray({ control: ownControl, name: 'keunggulan' })
  const rows = useWatch({ control: ownControl, name: 'keunggulan' }) ?? []
  const [addError, setAddError] = useState<string | null>(null)
  const [focusRow, setFocusRow] = useState<number | null>(null)
  const sectionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (focusRow === null) return
    sectionRef.current
      ?.querySelector<HTMLInputElement>(`input[name="keunggulan.${focusRow}.icon"]`)
      ?.focus()
  }, [focusRow, fields.length])
  const headingId = useId()
  const full = fields.length >= MAX_KEUNGGULAN

  const last = rows[rows.length - 1]
  const lastIncomplete = Boolean(last) && !isKeunggulanComplete(last)
  // The message goes as soon as the row it is about is complete.
  const shownAddError = lastIncomplete ? addError : null

  const add = () => {
    if (lastIncomplete) {
      setAddError(PRODUK_MESSAGES.keunggulanIncomplete)
      return
    }
    setAddError(null)
    onAppend?.(fields.length)
    // Focus goes to the new row's icons (react-hook-form cannot focus a radio group itself).
    append({ icon: '', label: '' }, { shouldFocus: false })
    setFocusRow(fields.length)
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-base font-bold text-ink">
          Keunggulan
        </h2>
        <p className="text-sm text-muted">
          Pilih ikon dan tulis label untuk setiap keunggulan (maksimal {MAX_KEUNGGULAN}).
        </p>
      </div>

      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          Belum ada keunggulan.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-line bg-surface-alt p-4">
              <fieldset>
                <legend className="text-sm font-semibold text-ink">Keunggulan {index + 1}</legend>
                <fieldset className="mt-3">
                  <legend className={labelClass}>
                    Ikon keunggulan {index + 1}
                    <span className="ml-2 font-normal text-muted">
                      {rows[index]?.icon && rows[index].icon in IKON_LABEL
                        ? `(dipilih: ${IKON_LABEL[rows[index].icon as IkonKeunggulan]})`
                        : '(belum dipilih)'}
                    </span>
                  </legend>
                  {/* The fieldset cannot say it is required; a radio group can (named without the
                      legend's choice, so no icon's name is in it). */}
                  <div
                    role="radiogroup"
                    aria-required="true"
                    aria-label={`Ikon keunggulan ${index + 1}`}
                    className="flex flex-wrap gap-2"
                  >
                    {IKON_KEUNGGULAN.map((ikon) => (
                      <label
                        key={ikon}
                        className="flex w-20 cursor-pointer flex-col items-center gap-1 text-center"
                      >
                        <input
                          type="radio"
                          value={ikon}
                          className="peer sr-only"
                          {...ownRegister(`keunggulan.${index}.icon`)}
                        />
                        <span className="flex h-12 w-12 items-center justify-center rounded-lg border-2 border-line bg-white peer-checked:border-brand-700 peer-checked:bg-brand-100 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-700 hover:border-brand-200">
                          <Image src={ikonUrl(ikon)} alt="" width={28} height={28} />
                        </span>
                        {/* The name shows under each icon and is also the radio button's label. */}
                        <span className="text-xs leading-tight text-ink peer-checked:font-semibold peer-checked:text-brand-800">
                          {IKON_LABEL[ikon]}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <Field
                  className="mt-3"
                  label={`Label keunggulan ${index + 1}`}
                  required={LABEL_REQUIRED}
                >
                  <input
                    placeholder="Contoh: Bagi hasil kompetitif"
                    {...ownRegister(`keunggulan.${index}.label`)}
                  />
                </Field>
                <div className="mt-3 flex justify-end">
                  <button
                    type="button"
                    onClick={() => {
                      setAddError(null)
                      remove(index)
                    }}
                    className={buttonClass('ghost', 'sm', 'text-danger hover:bg-danger-50')}
                  >
                    <TrashIcon width={16} height={16} />
                    Hapus<span className="sr-only"> keunggulan {index + 1}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}

      {shownAddError && !shownAbove.includes(shownAddError) ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {shownAddError}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={add}
          disabled={full}
          className={buttonClass('secondary', 'sm')}
        >
          <PlusIcon width={16} height={16} />
          Tambah Keunggulan
        </button>
        {full ? <p className="text-sm text-muted">{PRODUK_MESSAGES.keunggulanMax}</p> : null}
      </div>
    </section>
  )
}
