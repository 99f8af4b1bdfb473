import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldMessages, messagesOf } from './fieldMessages';

const schema = z.object({
  name: z.string().min(1, 'Please enter your name').min(3, 'Name is too short'),
  age: z.number('Please enter your age'),
  nested: z.object({ city: z.string().min(1, 'Please enter city') }),
});

describe('fieldMessages', () => {
  it('keeps the first message of each field, keyed by its first path segment', () => {
    const parsed = schema.safeParse({ name: '', age: 'x', nested: { city: '' } });
    expect(parsed.success).toBe(false);
    expect(fieldMessages(parsed.error!)).toEqual({
      name: 'Please enter your name',
      age: 'Please enter your age',
      nested: 'Please enter city',
    });
  });

  it('takes a dotted key raised as one path segment as it is', () => {
    const located = z.object({}).superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['location.state'], message: 'Please select state' });
      ctx.addIssue({ code: 'custom', path: ['location.state'], message: 'Please select a valid state' });
    });
    expect(messagesOf(located, {})).toEqual({ 'location.state': 'Please select state' });
  });

  it('gives the parsed value of a valid form, and no messages', () => {
    const form = { name: 'Asha', age: 30, nested: { city: 'Pune' } };
    expect(checkForm(schema.extend({ name: z.string().trim() }), { ...form, name: ' Asha ' })).toEqual({
      ok: true,
      value: form,
    });
    expect(messagesOf(schema, form)).toEqual({});
  });
});
