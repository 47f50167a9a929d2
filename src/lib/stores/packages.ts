import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { type CatalogEntry, catalogEntrySchema } from '@/lib/schemas/catalog';
import { type UserPackage, userPackageSchema } from '@/lib/schemas/user-packages';
import { loadInto, type Loadable } from './loadable';
import { z } from 'zod';

/**
 * The packages screens: the catalog (GET /packages) and the user's packages (GET/PATCH /user-packages); paying
 * starts from the order button (`orderPackage` in package-changes.ts). Actions reject with the API error unchanged
 * (docs/decisions/009).
 */

/** What the packages page shows: the catalog beside what the user already has. */
export interface PackagesOverview {
  catalog: CatalogEntry[];
  owned: UserPackage[];
}

/** One catalog package and, when the user bought it, their copy of it (steps, dates). */
export interface PackageDetail {
  pkg: CatalogEntry;
  owned: UserPackage | null;
}

export const $packages = atom<Loadable<PackagesOverview>>({ status: 'loading' });
export const $packageDetail = atom<Loadable<PackageDetail>>({ status: 'loading' });

const loadOwned = () => apiData('/user-packages', z.array(userPackageSchema));

/** GET /packages and GET /user-packages together. */
export const loadPackages = (): Promise<PackagesOverview> =>
  loadInto($packages, async () => {
    const [catalog, owned] = await Promise.all([apiData('/packages', z.array(catalogEntrySchema)), loadOwned()]);
    return { catalog, owned };
  });

/** GET /packages/{id or code}, with the user's newest package of that kind (their timeline). */
export const loadPackageDetail = (idOrCode: string): Promise<PackageDetail> =>
  loadInto($packageDetail, async () => {
    const [pkg, owned] = await Promise.all([
      apiData(`/packages/${encodeURIComponent(idOrCode)}`, catalogEntrySchema),
      loadOwned(),
    ]);
    return { pkg, owned: owned.find((mine) => mine.package.id === pkg.id) ?? null };
  });

/** The packages running now (paid and not ended), newest first as the API lists them. */
export const activePackages = (owned: UserPackage[]): UserPackage[] => owned.filter((mine) => mine.status === 'active');

/** PATCH /user-packages/{id} `{ autoRenew }`; both stores show the answer. */
export async function setAutoRenew(id: string, autoRenew: boolean): Promise<UserPackage> {
  const updated = await apiData(`/user-packages/${encodeURIComponent(id)}`, userPackageSchema, {
    method: 'PATCH',
    body: { autoRenew },
  });
  const overview = $packages.get();
  if (overview.status === 'ready') {
    const owned = overview.data.owned.map((mine) => (mine.id === id ? updated : mine));
    $packages.set({ status: 'ready', data: { ...overview.data, owned } });
  }
  const detail = $packageDetail.get();
  if (detail.status === 'ready' && detail.data.owned?.id === id)
    $packageDetail.set({ status: 'ready', data: { ...detail.data, owned: updated } });
  return updated;
}
