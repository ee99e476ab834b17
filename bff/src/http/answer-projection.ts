type Schema = Record<string, unknown>;

/** Keeps, of an answer, only what its bff.yaml schema names (identity for what the schema leaves open). */
export type Projection = (value: unknown) => unknown;

const identity: Projection = (value) => value;

/**
 * The answer projection of a bff.yaml response schema, compiled once at start-up (issue 25): every object the schema
 * describes by `properties` is rebuilt with exactly those keys, in the schema's order, nested objects and array items
 * likewise; a field the schema lacks never leaves the BFF. Values are not converted (JSON.stringify still writes
 * them, so a null or a number stays what it was), and what the schema leaves open stays whole: a scalar, an object
 * without `properties` or with `additionalProperties`, a value that is not a plain object where one is described.
 * An object is rebuilt by a literal generated from the schema (one hidden class per schema, V8's fast
 * JSON.stringify path); a projection of a list of 96 commission rows costs a few µs.
 */
export function answerProjection(schema: Schema | undefined, components: Schema | undefined): Projection {
  const compiled = new Map<Schema, Projection>();

  function resolve(s: Schema): Schema {
    let current = s;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = (components?.schemas as Record<string, Schema> | undefined)?.[name];
      if (!target || hops > 32) throw new Error(`bff.yaml: unresolved answer schema ${current.$ref}`);
      current = target;
    }
    return current;
  }

  /** The properties an object schema names (allOf's branches merged), or null when it leaves the object open. */
  function propertiesOf(s: Schema): Map<string, Schema> | null {
    if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) return null;
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) return null;
    const out = new Map<string, Schema>();
    const own = s.properties as Record<string, Schema> | undefined;
    for (const branch of (s.allOf as Schema[] | undefined) ?? []) {
      const inner = propertiesOf(resolve(branch));
      if (inner === null) return null;
      for (const [k, v] of inner) out.set(k, out.has(k) ? {} : v); // named twice: left whole
    }
    if (own) for (const [k, v] of Object.entries(own)) out.set(k, out.has(k) ? {} : v);
    return own || s.allOf ? out : null;
  }

  function compile(raw: Schema): Projection {
    const s = resolve(raw);
    const known = compiled.get(s);
    if (known) return known;
    // A recursive schema meets itself through this indirection while it is compiled.
    let done: Projection = identity;
    compiled.set(s, (value) => done(value));
    done = build(s);
    compiled.set(s, done);
    return done;
  }

  function build(s: Schema): Projection {
    if (s.type === 'array' || s.items !== undefined) {
      const item = s.items ? compile(s.items as Schema) : identity;
      if (item === identity) return identity;
      return (value) => (Array.isArray(value) ? value.map(item) : value);
    }
    const properties = propertiesOf(s);
    if (!properties) return identity;
    const keys = [...properties.keys()];
    const inner = keys.map((k) => compile(properties.get(k) ?? {}));
    // Keys come from bff.yaml and are written as JSON string literals: no text of an answer reaches the code.
    const fields = keys.map((k, i) =>
      inner[i] === identity
        ? `${JSON.stringify(k)}: o[${JSON.stringify(k)}]`
        : `${JSON.stringify(k)}: p[${i}](o[${JSON.stringify(k)}])`,
    );
    const rebuild = new Function('p', `return function (o) { return { ${fields.join(', ')} }; };`)(
      inner,
    ) as Projection;
    return (value) =>
      value === null || typeof value !== 'object' || Array.isArray(value) || !isPlain(value)
        ? value
        : rebuild(value);
  }

  return schema ? compile(schema) : identity;
}

/** A plain object (not a Date, Buffer or class instance with its own toJSON): the only kind rebuilt. */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether a projection dropped something: the answer and its projection written differ (tests). */
export function droppedByProjection(answer: unknown, projected: unknown): boolean {
  return JSON.stringify(answer) !== JSON.stringify(projected) && !sameJson(answer, projected);
}

function sameJson(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown =>
    JSON.parse(
      JSON.stringify(v, (_k, x: unknown) =>
        x && typeof x === 'object' && !Array.isArray(x) ? sortKeys(x) : x,
      ) ?? 'null',
    );
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

function sortKeys(o: object): object {
  return Object.fromEntries(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}
