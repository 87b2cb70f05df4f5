'use server'

import { cookies, headers } from 'next/headers'

import { clientAddress } from '@/lib/client-address'
import { getPayload } from '@/lib/payload'

import { issueFormToken, OPENED_COOKIE } from './form-token'
import type { PengajuanFormState } from './pengajuan.form-state'
import { answerPengajuan } from './pengajuan.answer'

/**
 * POST of 'Ajukan Pembiayaan' or 'Hubungi Kami', by anyone. With JavaScript the form shows the
 * returned state; without, Next answers with the page showing it. Either way a refusal's answer
 * carries its 4xx status (pengajuan.answer.ts).
 */
export async function submitPengajuanAction(
  _previous: PengajuanFormState,
  formData: FormData,
): Promise<PengajuanFormState> {
  return answerPengajuan(await getPayload(), formData, {
    address: clientAddress(await headers()),
    openedToken: (await cookies()).get(OPENED_COOKIE)?.value,
  })
}

/** A form token of this moment, for a form page that came from the cache. */
export async function freshFormTokenAction(): Promise<string> {
  return issueFormToken()
}
