'use server'

import { cookies, headers } from 'next/headers'

import { clientAddress } from '@/lib/client-address'
import { getPayload } from '@/lib/payload'
import { OPENED_COOKIE } from '@/modules/pengajuan/form-token'

import { answerPengaduan, answerStatus } from './pengaduan.answer'
import type { PengaduanFormState, StatusState } from './pengaduan.form-state'

/** POST of the complaint form, by anyone; without JavaScript Next answers with the page showing it. */
export async function submitPengaduanAction(
  _previous: PengaduanFormState,
  formData: FormData,
): Promise<PengaduanFormState> {
  return answerPengaduan(await getPayload(), formData, {
    address: clientAddress(await headers()),
    openedToken: (await cookies()).get(OPENED_COOKIE)?.value,
  })
}

/** POST of the status page: a look-up, or information added to the case. */
export async function pengaduanStatusAction(
  _previous: StatusState,
  formData: FormData,
): Promise<StatusState> {
  return answerStatus(await getPayload(), formData, clientAddress(await headers()))
}
