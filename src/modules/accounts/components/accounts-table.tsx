'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { buttonClass } from '@/components/ui/button-styles'
import { requestJson } from '@/modules/admin/lib/api-client'
import { formatTanggal } from '@/lib/format'

import { createAccountSchema } from '../accounts.schema'
import type { AccountRow } from '../accounts.service'
import { AccountDialog } from './account-dialog'

type Answer = { message?: string; temporaryPassword?: string }

/** The Administrator screen's list: every account, with what may be done to each. */
export function AccountsTable({ rows, selfId }: { rows: AccountRow[]; selfId: number }) {
  const router = useRouter()

  const send = async (
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    body: Record<string, unknown>,
  ) => {
    const result = await requestJson<Answer>(method, url, body)
    if (!result.ok) return { error: result.error ?? 'Terjadi kesalahan.' }
    if (result.data.message) toast.success(result.data.message)
    router.refresh()
    return { temporary: result.data.temporaryPassword }
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <AccountDialog
          title="Tambah Administrator"
          description="Akun baru mendapat password sementara yang harus diganti saat login pertama."
          fields={[
            { name: 'username', label: 'Username' },
            { name: 'nama', label: 'Nama' },
            { name: 'email', label: 'Email (untuk Lupa password)', autoComplete: 'off' },
          ]}
          schema={createAccountSchema}
          submitLabel="Tambah"
          trigger={
            <button type="button" className={buttonClass('primary')}>
              Tambah Administrator
            </button>
          }
          onSubmit={(v) => send('POST', '/api/administrator', v)}
        />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Daftar administrator</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2">
              Username
            </th>
            <th scope="col">Nama</th>
            <th scope="col">Email</th>
            <th scope="col">Login terakhir</th>
            <th scope="col">Verifikasi dua langkah</th>
            <th scope="col">Status</th>
            <th scope="col">Petugas whistleblowing</th>
            <th scope="col">Aksi</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line">
              <td className="py-3 font-semibold text-ink">
                {row.username}
                {row.id === selfId ? <span className="ml-2 text-xs text-muted">(Anda)</span> : null}
              </td>
              <td>{row.nama ?? '-'}</td>
              <td className="break-all">{row.email ?? '-'}</td>
              <td>{row.lastLoginAt ? formatTanggal(row.lastLoginAt) : 'Belum pernah'}</td>
              <td>{row.totpEnabled ? 'Aktif' : 'Tidak aktif'}</td>
              <td>
                {row.active ? 'Aktif' : 'Nonaktif'}
                {row.mustChangePassword ? (
                  <span className="block text-xs text-muted">Password sementara</span>
                ) : null}
              </td>
              <td>{row.petugasWhistleblowing ? 'Ya' : 'Tidak'}</td>
              <td className="space-x-2 py-2">
                {row.id === selfId ? null : (
                  <>
                    <AccountDialog
                      title={
                        row.active ? `Nonaktifkan ${row.username}` : `Aktifkan ${row.username}`
                      }
                      description={
                        row.active
                          ? 'Akun ini tidak dapat login lagi dan semua sesinya berakhir.'
                          : 'Akun ini dapat login kembali.'
                      }
                      submitLabel={row.active ? 'Nonaktifkan' : 'Aktifkan'}
                      trigger={
                        <button type="button" className={buttonClass('secondary', 'sm')}>
                          {row.active ? 'Nonaktifkan' : 'Aktifkan'}
                          <span className="sr-only"> {row.username}</span>
                        </button>
                      }
                      onSubmit={(v) =>
                        send('PATCH', `/api/administrator/${row.id}`, { ...v, active: !row.active })
                      }
                    />
                    <AccountDialog
                      title={`Reset password ${row.username}`}
                      description="Password lama tidak berlaku lagi dan semua sesi akun ini berakhir."
                      submitLabel="Reset Password"
                      trigger={
                        <button type="button" className={buttonClass('secondary', 'sm')}>
                          Reset Password<span className="sr-only"> {row.username}</span>
                        </button>
                      }
                      onSubmit={(v) =>
                        send('POST', `/api/administrator/${row.id}/reset-password`, v)
                      }
                    />
                    <AccountDialog
                      title={
                        row.petugasWhistleblowing
                          ? `Cabut petugas whistleblowing ${row.username}`
                          : `Jadikan ${row.username} petugas whistleblowing`
                      }
                      description={
                        row.petugasWhistleblowing
                          ? 'Akun ini tidak dapat lagi membaca laporan whistleblowing.'
                          : 'Akun ini dapat membaca dan menangani semua laporan whistleblowing.'
                      }
                      submitLabel={row.petugasWhistleblowing ? 'Cabut' : 'Tetapkan'}
                      trigger={
                        <button type="button" className={buttonClass('secondary', 'sm')}>
                          {row.petugasWhistleblowing ? 'Cabut Petugas WBS' : 'Jadikan Petugas WBS'}
                          <span className="sr-only"> {row.username}</span>
                        </button>
                      }
                      onSubmit={(v) =>
                        send('PUT', `/api/administrator/${row.id}/whistleblowing`, {
                          ...v,
                          officer: !row.petugasWhistleblowing,
                        })
                      }
                    />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
