import { z } from 'zod';
import type { Role } from './roles';
import { lazySchema } from './lazySchema';

/** docs/portfolio.md#company-name: beside the field, and the 400 of a builder left without one. */
export const COMPANY_NAME_REQUIRED = 'Please enter your company name';

/**
 * docs/portfolio.md#company-name: the portfolio names the company, so a builder's cannot be blank.
 * The one rule for the profile edit and registration.
 */
export const companyNameSchema = lazySchema(() =>
  z.string().trim().min(1, COMPANY_NAME_REQUIRED).max(120, 'Please keep it under 120 characters'),
);

const builderRole: Role = 'Builder';

/**
 * docs/auth.md#registration: a Builder registers with a company name, checked by companyNameSchema
 * (its message under `companyName`, beside the other fields' own). A superRefine of the form's object.
 */
export function checkBuilderCompany(value: { role: string; companyName?: string }, ctx: z.RefinementCtx) {
  if (value.role !== builderRole) return;
  const checked = companyNameSchema.safeParse(value.companyName ?? '');
  for (const issue of checked.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['companyName'] });
}

/** Once checked: a Builder's company trimmed; any other role's ignored (their forms have no such field). */
export function withBuilderCompany<T extends { role: string; companyName?: string }>({
  companyName,
  ...rest
}: T): Omit<T, 'companyName'> & { companyName?: string } {
  return rest.role === builderRole ? { ...rest, companyName: companyNameSchema.parse(companyName) } : rest;
}
