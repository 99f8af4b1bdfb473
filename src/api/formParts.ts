/** A JSON text part of a multipart body: undefined when absent, the invalid-json symbol when unreadable. */
export function parseJsonPart(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID_JSON;
  }
}

export const INVALID_JSON = Symbol.for('invalid-json');
