import { apiRequest, type ApiClient } from '@/lib/http';
import type { VoucherValidateResponse } from '@/contracts/checkout';
import type { AutoAssignableBody, AutoAssignableResponse } from '@/contracts/vouchers';

export const VOUCHER_VALIDATE_ENDPOINT = '/adonis/v1/vouchers/validate';
export const VOUCHER_AUTO_ENDPOINT = '/adonis/v1/vouchers/find-auto-assignable';

/** POST /adonis/v1/vouchers/validate: does this code apply to this cart (and why not)? A refusal is a 200. */
export function validateVoucher(
  client: ApiClient,
  body: { code: string; email?: string; itemsX100: number },
): Promise<VoucherValidateResponse> {
  return apiRequest(client, { method: 'POST', url: VOUCHER_VALIDATE_ENDPOINT, data: body });
}

export type OfferedVoucher = NonNullable<AutoAssignableResponse['voucher']>;

/** POST /adonis/v1/vouchers/find-auto-assignable: the best voucher offered without typing a code, or null. */
export async function findAutoAssignableVoucher(client: ApiClient, body: AutoAssignableBody): Promise<OfferedVoucher | null> {
  const { voucher } = await apiRequest<AutoAssignableResponse>(client, { method: 'POST', url: VOUCHER_AUTO_ENDPOINT, data: body });
  return voucher;
}
