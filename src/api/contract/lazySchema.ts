/**
 * A schema built the first time something reads it, not when its module loads (#37,
 * docs/architecture.md#schemas-built-when-used). zod makes each schema an object with dozens of
 * methods of its own, and each `.min()`, `.optional()` another: the contract's schemas cost a phone
 * 100-250 ms of every public page's start, for requests and forms the first view mostly never uses.
 *
 * The proxy stands for the schema everywhere (parse, extend, a field of another schema, `z.infer`);
 * what it reads, it reads from the built schema, so methods and `instanceof` behave as zod's own.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only describe a property its (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
  });
}
