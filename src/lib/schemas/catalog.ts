import { z } from 'zod';

/**
 * The package catalog as `/api/packages` answers it, in the caller's language. Prices are integer cents, VAT
 * included, and come only from the server (the content files via src/lib/catalog/packages.ts).
 */
export const PACKAGE_TYPES = ['monthly', 'one_time'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

/** `months` with a value, or `unlimited` (open-ended support) with none. */
export type PackageDuration = { unit: 'months'; value: number } | { unit: 'unlimited'; value: null };

export interface PackageStepView {
  key: string;
  title: string;
  required: boolean;
}

export interface PackageView {
  id: string;
  code: string;
  type: PackageType;
  name: string;
  description: string;
  priceCents: number;
  currency: 'EUR';
  duration: PackageDuration;
  features: string[];
  services: string[];
  processSteps: PackageStepView[];
  highlighted: boolean;
  order: number;
}
