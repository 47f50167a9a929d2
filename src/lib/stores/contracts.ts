import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import { hasAccessToken } from '@/lib/api/tokens';
import {
  cancellationResultSchema,
  withdrawalSchema,
  type CancellationRequest,
  type CancellationResult,
  type Withdrawal,
  type WithdrawalRequest,
} from '@/lib/schemas/contracts';
import { userPackageSchema, type UserPackage } from '@/lib/schemas/user-packages';

/**
 * The cancellation and withdrawal pages (decision 075): they work signed in (the visitor's own contracts are listed)
 * and signed out (e-mail + contract number). Actions reject with the API error unchanged (decision 009).
 */

/** The signed-in visitor's running contracts; an empty list for a visitor without a session. */
export async function loadMyContracts(): Promise<UserPackage[]> {
  if (!hasAccessToken()) return [];
  const owned = await apiData('/user-packages', z.array(userPackageSchema));
  return owned.filter((mine) => mine.status === 'active');
}

/**
 * "jetzt kündigen" with the declaration (decision 082): signed in, the contract is cancelled at once; signed out, a
 * confirmation link is mailed when the e-mail and contract number match (the answer never says).
 */
export const declareCancellation = (data: CancellationRequest): Promise<CancellationResult> =>
  apiData('/contracts/cancellations', cancellationResultSchema, { method: 'POST', body: data });

/** The mailed link's token: the cancellation takes effect. */
export const confirmCancellation = (token: string): Promise<CancellationResult> =>
  apiData('/contracts/cancellations/confirm', cancellationResultSchema, { method: 'POST', body: { token } });

/** "Widerruf bestätigen". */
export const declareWithdrawal = (data: WithdrawalRequest): Promise<Withdrawal> =>
  apiData('/contracts/withdrawals', withdrawalSchema, { method: 'POST', body: data });
