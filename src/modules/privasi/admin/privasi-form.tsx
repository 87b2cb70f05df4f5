'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'

import { buttonClass, inputClass, labelClass } from '@/components/ui/button-styles'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { requestJson } from '@/modules/admin/lib/api-client'

import { ISI_MAX, PLACEHOLDERS, PRIVASI_MESSAGES as M } from '../privasi.rules'
import type { PrivasiDto } from '../privasi.service'

/** /admin/kebijakan-privasi: the text in force, saved as a new version. */
export function PrivasiForm({ current }: { current: PrivasiDto | null }) {
  const router = useRouter()
  const [isi, setIsi] = useState(current?.isi ?? '')
  const [catatan, setCatatan] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await requestJson<PrivasiDto>('POST', '/api/kebijakan-privasi', {
      isi,
      catatan,
    })
    setBusy(false)
    if (!result.ok) {
      const message = result.error ?? M.format
      setError(message)
      toast.error(message)
      return
    }
    setError(null)
    setCatatan('')
    toast.success(M.tersimpan(result.data.versi))
    router.refresh()
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor="isi-kebijakan" className={labelClass}>
          Isi kebijakan privasi
        </label>
        <p id="isi-petunjuk" className="mb-2 text-sm text-muted">
          Baris yang diawali &quot;## &quot; menjadi judul bagian, baris yang diawali &quot;- &quot;
          menjadi butir daftar, baris kosong memisahkan paragraf. Kata dalam kurung kurawal diisi
          dari pengaturan bank:{' '}
          {Object.entries(PLACEHOLDERS)
            .map(([key, label]) => `{${key}} (${label})`)
            .join(', ')}
          .
        </p>
        <textarea
          id="isi-kebijakan"
          rows={24}
          maxLength={ISI_MAX}
          aria-describedby="isi-petunjuk"
          value={isi}
          onChange={(e) => setIsi(e.target.value)}
          className={`${inputClass} font-mono`}
        />
      </div>
      <div>
        <label htmlFor="catatan-kebijakan" className={labelClass}>
          Catatan perubahan (opsional)
        </label>
        <input
          id="catatan-kebijakan"
          value={catatan}
          onChange={(e) => setCatatan(e.target.value)}
          className={inputClass}
        />
      </div>
      <p className="text-sm text-muted">
        Menyimpan membuat versi baru yang langsung berlaku. Versi sebelumnya tetap tersimpan, dan
        setiap persetujuan tetap mencatat versi yang disetujui.
      </p>
      <PendingButton type="submit" className={buttonClass('primary')} pending={busy}>
        {busy ? 'Menyimpan...' : 'Simpan sebagai versi baru'}
      </PendingButton>
    </form>
  )
}
