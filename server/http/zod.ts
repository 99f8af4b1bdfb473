import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Routes declare zod schemas for body, params and query; handlers see the parsed, typed values. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const partNames: Record<string, string> = { body: 'Request body', params: 'Path', querystring: 'Query' };

/**
 * Validation answers 400 with the first zod message, which for the contract's schemas is the
 * human sentence the app shows (e.g. 'Please enter a valid email address').
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    const missingBody = httpPart === 'body' && (data === null || data === undefined);
    const message = missingBody
      ? 'Request body must be a JSON object'
      : describeIssue(issue, partNames[httpPart ?? ''] ?? 'Request');
    return { error: Object.assign(new Error(message), { statusCode: 400 }) };
  };

/** A field name makes zod's generic messages readable: 'email: Invalid input: ...'. */
function describeIssue(issue: z.core.$ZodIssue | undefined, part: string): string {
  if (!issue) return `${part} is not valid`;
  const path = issue.path.map(String).join('.');
  // Messages the contract wrote for people stand alone; zod's defaults name the field.
  const isDefault = /^Invalid|^Too (big|small)|^Unrecognized/.test(issue.message);
  if (!isDefault) return issue.message;
  return path ? `${path}: ${issue.message}` : `${part}: ${issue.message}`;
}
