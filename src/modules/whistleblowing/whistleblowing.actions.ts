'use server'

import { cookies, headers } from 'next/headers'

import { clientAddress } from '@/lib/client-address'
import { getPayload } from '@/lib/payload'
import { OPENED_COOKIE } from '@/modules/pengajuan/form-token'

import { answerFollowUp, answerWhistleblowing } from './whistleblowing.answer'
import type { WbsFollowUpState, WbsFormState } from './whistleblowing.form-state'

// The address reaches the throttle only, as a keyed hash; it is never stored with a report.

/** POST of the report form, by anyone; without JavaScript Next answers with the page showing it. */
export async function submitWhistleblowingAction(
  _previous: WbsFormState,
  formData: FormData,
): Promise<WbsFormState> {
  return answerWhistleblowing(await getPayload(), formData, {
    address: clientAddress(await headers()),
    openedToken: (await cookies()).get(OPENED_COOKIE)?.value,
  })
}

/** POST of the follow-up page: a look-up, or the reporter's reply. */
export async function whistleblowingFollowUpAction(
  _previous: WbsFollowUpState,
  formData: FormData,
): Promise<WbsFollowUpState> {
  return answerFollowUp(await getPayload(), formData, clientAddress(await headers()))
}
