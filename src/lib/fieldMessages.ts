import { z } from 'zod';

/** Field -> the message shown beside it. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/** The fields of a form schema: the keys of what the form holds. */
type FieldOf<S extends z.ZodType> = Extract<keyof z.input<S>, string>;
/** A form as typed: the schema's fields, each holding whatever was entered ('' for no choice yet). */
type TypedForm<S extends z.ZodType> = { [Field in FieldOf<S>]?: unknown };

/**
 * The first message of each field of a failed parse, for showing beside each input
 * (`z.flattenError` groups the issues by their first path key, in the order they were raised).
 */
export function fieldMessages<Field extends string>(error: z.ZodError): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const [field, found] of Object.entries<string[] | undefined>(z.flattenError(error).fieldErrors)) {
    if (found?.[0] !== undefined) messages[field as Field] = found[0];
  }
  return messages;
}

/** A form checked by its schema: the parsed value to send, or each field's first message. */
export type CheckedForm<Value, Field extends string> =
  { ok: true; value: Value } | { ok: false; errors: FieldMessages<Field> };

export function checkForm<S extends z.ZodType>(schema: S, form: TypedForm<S>): CheckedForm<z.output<S>, FieldOf<S>> {
  const parsed = schema.safeParse(form);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldMessages(parsed.error) };
}

/** Each field's first message when `form` breaks `schema`'s rules; empty when it keeps them. */
export function messagesOf<S extends z.ZodType>(schema: S, form: TypedForm<S>): FieldMessages<FieldOf<S>> {
  const checked = checkForm(schema, form);
  return checked.ok ? {} : checked.errors;
}
