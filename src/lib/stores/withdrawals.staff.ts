import { atom } from 'nanostores';
import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import { withdrawalSchema, type Withdrawal } from '@/lib/schemas/contracts';
import { loadInto, type Loadable } from './loadable';

/** The admins' withdrawals page: GET /staff/withdrawals, newest first (decision 075). */
export const $withdrawals = atom<Loadable<Withdrawal[]>>({ status: 'loading' });

export const loadWithdrawals = (): Promise<Withdrawal[]> =>
  loadInto($withdrawals, () => apiData('/staff/withdrawals', z.array(withdrawalSchema)));
