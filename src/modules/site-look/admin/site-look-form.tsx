'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { Field } from '@/components/ui/field'
import { useDialogs } from '@/modules/admin/components/dialogs'
import { PendingButton } from '@/modules/admin/components/pending-button'
import { requestJson } from '@/modules/admin/lib/api-client'

import {
  DPS_MAX,
  DPS_PERAN,
  DPS_PERAN_LABEL,
  type DpsPeran,
  PENGURUS_MAX,
} from '../site-look.rules'
import type { SiteLookDto } from '../site-look.service'

import { type Picture, PictureField, picture, sendPicture } from './picture-field'
import { SITE_LOOK_TEXT as T } from './site-look-text'

type Profile = Omit<SiteLookDto['pengurus'][number], 'foto' | 'pendidikan' | 'riwayatPekerjaan'> & {
  foto: Picture
  pendidikan: string
  riwayatPekerjaan: string
}

type Dps = { foto: Picture; nama: string; peran: DpsPeran; pendidikan: string; pengalaman: string }

type State = {
  hero: { gambar: Picture; judul: string; tagline: string }[]
  slideshow: { gambar: Picture }[]
  pengurus: Profile[]
  dps: Dps[]
  struktur: { gambar: Picture; keterangan: string }
  sosial: SiteLookDto['sosial']
  pengumuman: { teks: string; tautan: string; mulai: string; selesai: string }
}

// <input type="datetime-local"> speaks the browser's local time; the API, ISO 8601.
const toLocal = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const toIso = (local: string) => (local ? new Date(local).toISOString() : null)
const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function fromDto(look: SiteLookDto): State {
  return {
    hero: look.hero.map((h) => ({ ...h, gambar: picture(h.gambar) })),
    slideshow: look.slideshow.map((s) => ({ gambar: picture(s.gambar) })),
    pengurus: look.pengurus.map((p) => ({
      ...p,
      foto: picture(p.foto),
      pendidikan: p.pendidikan.join('\n'),
      riwayatPekerjaan: p.riwayatPekerjaan.join('\n'),
    })),
    dps: look.dps.map((p) => ({
      ...p,
      foto: picture(p.foto),
      pendidikan: p.pendidikan.join('\n'),
      pengalaman: p.pengalaman.join('\n'),
    })),
    struktur: { ...look.struktur, gambar: picture(look.struktur.gambar) },
    sosial: look.sosial,
    pengumuman: {
      ...look.pengumuman,
      mulai: toLocal(look.pengumuman.mulai),
      selesai: toLocal(look.pengumuman.selesai),
    },
  }
}

/** /admin/tampilan-situs: the site's own pictures and texts, saved together. */
export function SiteLookForm({ initial }: { initial: SiteLookDto }) {
  const router = useRouter()
  const { confirm } = useDialogs()
  const [state, setState] = useState(() => fromDto(initial))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const update = (change: (draft: State) => void) =>
    setState((current) => {
      const draft = structuredClone(current)
      change(draft)
      return draft
    })

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!(await confirm(T.confirmSave, { confirmLabel: 'Ya, Simpan' }))) return
    setBusy(true)
    // Pictures first, one at a time (each within the 2 MB of one request).
    const sent = new Map<Picture, { id: number; alt: string }>()
    const slots = [
      ...state.hero.map((h) => h.gambar),
      ...state.slideshow.map((s) => s.gambar),
      ...state.pengurus.map((p) => p.foto),
      ...state.dps.map((p) => p.foto),
      state.struktur.gambar,
    ]
    for (const slot of slots) {
      const result = await sendPicture(slot)
      if (typeof result === 'string') {
        setBusy(false)
        setError(result)
        toast.error(result)
        return
      }
      sent.set(slot, result)
    }
    const result = await requestJson<SiteLookDto>('PUT', '/api/tampilan-situs', {
      hero: state.hero.map((h) => ({ ...h, gambar: sent.get(h.gambar) })),
      slideshow: state.slideshow.map((s) => ({ gambar: sent.get(s.gambar) })),
      pengurus: state.pengurus.map((p) => ({
        ...p,
        foto: sent.get(p.foto),
        pendidikan: toLines(p.pendidikan),
        riwayatPekerjaan: toLines(p.riwayatPekerjaan),
      })),
      dps: state.dps.map((p) => ({
        ...p,
        foto: sent.get(p.foto),
        pendidikan: toLines(p.pendidikan),
        pengalaman: toLines(p.pengalaman),
      })),
      struktur: { ...state.struktur, gambar: sent.get(state.struktur.gambar) },
      sosial: state.sosial,
      pengumuman: {
        ...state.pengumuman,
        mulai: toIso(state.pengumuman.mulai),
        selesai: toIso(state.pengumuman.selesai),
      },
    })
    setBusy(false)
    if (!result.ok) {
      const message = result.error ?? T.failed
      setError(message)
      toast.error(message)
      return
    }
    setError(null)
    setState(fromDto(result.data))
    toast.success(T.saved)
    router.refresh()
  }

  return (
    <form onSubmit={save} noValidate className="space-y-8">
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}

      <Section title={T.hero} description={T.heroHint}>
        <div className="grid gap-6 lg:grid-cols-3">
          {state.hero.map((banner, i) => (
            <fieldset key={i} className="space-y-4 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-bold text-ink">Banner {i + 1}</legend>
              <PictureField
                value={banner.gambar}
                onChange={(gambar) => update((d) => void (d.hero[i].gambar = gambar))}
              />
              <Field label="Judul" required>
                <input
                  value={banner.judul}
                  onChange={(e) => update((d) => void (d.hero[i].judul = e.target.value))}
                />
              </Field>
              <Field label="Tagline" required>
                <input
                  value={banner.tagline}
                  onChange={(e) => update((d) => void (d.hero[i].tagline = e.target.value))}
                />
              </Field>
            </fieldset>
          ))}
        </div>
      </Section>

      <Section title={T.slideshow}>
        <div className="grid gap-6 lg:grid-cols-3">
          {state.slideshow.map((slide, i) => (
            <fieldset key={i} className="space-y-4 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-bold text-ink">Slide {i + 1}</legend>
              <PictureField
                value={slide.gambar}
                onChange={(gambar) => update((d) => void (d.slideshow[i].gambar = gambar))}
              />
            </fieldset>
          ))}
        </div>
      </Section>

      <Section title={T.pengurus} description={T.pengurusHint}>
        <ol className="space-y-6">
          {state.pengurus.map((person, i) => (
            <li key={i}>
              <fieldset className="grid gap-4 rounded-xl border border-line p-4 lg:grid-cols-[16rem_1fr]">
                <legend className="px-1 text-sm font-bold text-ink">
                  Pengurus {i + 1}: {person.nama || 'baru'}
                </legend>
                <PictureField
                  value={person.foto}
                  onChange={(foto) => update((d) => void (d.pengurus[i].foto = foto))}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  {(['nama', 'jabatan', 'tempatTanggalLahir'] as const).map((key) => (
                    <Field key={key} label={T.profileLabels[key]} required>
                      <input
                        value={person[key]}
                        onChange={(e) => update((d) => void (d.pengurus[i][key] = e.target.value))}
                      />
                    </Field>
                  ))}
                  {(['pendidikan', 'riwayatPekerjaan'] as const).map((key) => (
                    <Field
                      key={key}
                      label={T.profileLabels[key]}
                      hint={T.oneLineEach}
                      className="sm:col-span-2"
                    >
                      <textarea
                        rows={4}
                        value={person[key]}
                        onChange={(e) => update((d) => void (d.pengurus[i][key] = e.target.value))}
                      />
                    </Field>
                  ))}
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={i === 0}
                      onClick={() =>
                        update((d) => d.pengurus.splice(i - 1, 0, ...d.pengurus.splice(i, 1)))
                      }
                    >
                      Naikkan
                    </button>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={i === state.pengurus.length - 1}
                      onClick={() =>
                        update((d) => d.pengurus.splice(i + 1, 0, ...d.pengurus.splice(i, 1)))
                      }
                    >
                      Turunkan
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm', 'text-danger')}
                      onClick={async () => {
                        if (
                          await confirm(T.confirmRemove(person.nama), {
                            confirmLabel: 'Hapus',
                            danger: true,
                          })
                        ) {
                          update((d) => void d.pengurus.splice(i, 1))
                        }
                      }}
                    >
                      Hapus pengurus
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {state.pengurus.length < PENGURUS_MAX ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-4')}
            onClick={() =>
              update(
                (d) =>
                  void d.pengurus.push({
                    nama: '',
                    jabatan: '',
                    tempatTanggalLahir: '',
                    pendidikan: '',
                    riwayatPekerjaan: '',
                    foto: picture(null),
                  }),
              )
            }
          >
            Tambah pengurus
          </button>
        ) : null}
      </Section>

      <Section title={T.dps} description={T.dpsHint}>
        <ol className="space-y-6">
          {state.dps.map((person, i) => (
            <li key={i}>
              <fieldset className="grid gap-4 rounded-xl border border-line p-4 lg:grid-cols-[16rem_1fr]">
                <legend className="px-1 text-sm font-bold text-ink">
                  Anggota DPS {i + 1}: {person.nama || 'baru'}
                </legend>
                <PictureField
                  value={person.foto}
                  onChange={(foto) => update((d) => void (d.dps[i].foto = foto))}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={T.dpsLabels.nama} required>
                    <input
                      value={person.nama}
                      onChange={(e) => update((d) => void (d.dps[i].nama = e.target.value))}
                    />
                  </Field>
                  <Field label={T.dpsLabels.peran} required>
                    <select
                      value={person.peran}
                      onChange={(e) =>
                        update((d) => void (d.dps[i].peran = e.target.value as DpsPeran))
                      }
                    >
                      {DPS_PERAN.map((peran) => (
                        <option key={peran} value={peran}>
                          {DPS_PERAN_LABEL[peran]}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {(['pendidikan', 'pengalaman'] as const).map((key) => (
                    <Field
                      key={key}
                      label={T.dpsLabels[key]}
                      hint={T.oneLineEach}
                      className="sm:col-span-2"
                    >
                      <textarea
                        rows={4}
                        value={person[key]}
                        onChange={(e) => update((d) => void (d.dps[i][key] = e.target.value))}
                      />
                    </Field>
                  ))}
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={i === 0}
                      onClick={() => update((d) => d.dps.splice(i - 1, 0, ...d.dps.splice(i, 1)))}
                    >
                      Naikkan
                    </button>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={i === state.dps.length - 1}
                      onClick={() => update((d) => d.dps.splice(i + 1, 0, ...d.dps.splice(i, 1)))}
                    >
                      Turunkan
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm', 'text-danger')}
                      onClick={async () => {
                        if (
                          await confirm(T.confirmRemoveDps(person.nama), {
                            confirmLabel: 'Hapus',
                            danger: true,
                          })
                        ) {
                          update((d) => void d.dps.splice(i, 1))
                        }
                      }}
                    >
                      Hapus anggota DPS
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {state.dps.length < DPS_MAX ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-4')}
            onClick={() =>
              update(
                (d) =>
                  void d.dps.push({
                    nama: '',
                    peran: 'anggota',
                    pendidikan: '',
                    pengalaman: '',
                    foto: picture(null),
                  }),
              )
            }
          >
            Tambah anggota DPS
          </button>
        ) : null}
      </Section>

      <Section title={T.struktur}>
        <div className="grid gap-4 lg:grid-cols-[24rem_1fr]">
          <PictureField
            value={state.struktur.gambar}
            onChange={(gambar) => update((d) => void (d.struktur.gambar = gambar))}
            longAlt
          />
          <Field label="Keterangan bagan" required>
            <input
              value={state.struktur.keterangan}
              onChange={(e) => update((d) => void (d.struktur.keterangan = e.target.value))}
            />
          </Field>
        </div>
      </Section>

      <Section title={T.sosial} description={T.sosialHint}>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['instagram', 'facebook', 'youtube'] as const).map((key) => (
            <Field key={key} label={T.sosialLabels[key]}>
              <input
                type="url"
                inputMode="url"
                placeholder="https://"
                value={state.sosial[key]}
                onChange={(e) => update((d) => void (d.sosial[key] = e.target.value))}
              />
            </Field>
          ))}
        </div>
      </Section>

      <Section title={T.pengumuman} description={T.pengumumanHint}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Teks pengumuman" className="sm:col-span-2">
            <input
              value={state.pengumuman.teks}
              onChange={(e) => update((d) => void (d.pengumuman.teks = e.target.value))}
            />
          </Field>
          <Field label="Tautan (opsional)" hint={T.linkHint} className="sm:col-span-2">
            <input
              value={state.pengumuman.tautan}
              onChange={(e) => update((d) => void (d.pengumuman.tautan = e.target.value))}
            />
          </Field>
          <Field label="Mulai tampil (opsional)">
            <input
              type="datetime-local"
              value={state.pengumuman.mulai}
              onChange={(e) => update((d) => void (d.pengumuman.mulai = e.target.value))}
            />
          </Field>
          <Field label="Selesai tampil (opsional)">
            <input
              type="datetime-local"
              value={state.pengumuman.selesai}
              onChange={(e) => update((d) => void (d.pengumuman.selesai = e.target.value))}
            />
          </Field>
        </div>
      </Section>

      <div className="flex gap-3 border-t border-line pt-5">
        <PendingButton type="submit" className={buttonClass('primary')} pending={busy}>
          {busy ? 'Menyimpan...' : 'Simpan Tampilan Situs'}
        </PendingButton>
      </div>
    </form>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}
