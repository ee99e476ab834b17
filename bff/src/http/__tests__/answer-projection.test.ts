import { answerProjection, droppedByProjection } from '../answer-projection';

const components = {
  schemas: {
    Row: {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        n: { type: 'number' },
        inner: { $ref: '#/components/schemas/Inner' },
      },
    },
    Inner: { type: 'object', properties: { x: { type: 'string' } } },
    Open: { type: 'object', additionalProperties: true, properties: { a: { type: 'string' } } },
    Tree: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
      },
    },
    Both: {
      allOf: [
        { $ref: '#/components/schemas/Inner' },
        { type: 'object', properties: { y: { type: 'number' } } },
      ],
    },
  },
};

describe('answerProjection', () => {
  it('keeps exactly the fields the schema names, nested and in arrays, values as they were', () => {
    const project = answerProjection(
      { type: 'array', items: { $ref: '#/components/schemas/Row' } },
      components,
    );
    const answer = [
      { n: null, a: '王○明', secret: 'F223456789', inner: { x: 'y', plainId: 'A1' } },
      { a: 1, n: '2', inner: null },
    ];
    const projected = project(answer);
    expect(JSON.stringify(projected)).toBe(
      '[{"a":"王○明","n":null,"inner":{"x":"y"}},{"a":1,"n":"2","inner":null}]',
    );
    expect(droppedByProjection(answer, projected)).toBe(true);
    expect(droppedByProjection(projected, project(projected))).toBe(false);
  });

  it('leaves open what the schema leaves open: additionalProperties, anyOf, free objects, scalars, non-plain values', () => {
    const open = answerProjection({ $ref: '#/components/schemas/Open' }, components);
    expect(open({ a: '1', b: 2 })).toEqual({ a: '1', b: 2 });
    expect(
      answerProjection({ anyOf: [{ type: 'string' }, { type: 'object' }] }, components)({ z: 1 }),
    ).toEqual({ z: 1 });
    expect(answerProjection({ type: 'object' }, components)({ z: 1 })).toEqual({ z: 1 });
    expect(answerProjection({ type: 'string' }, components)('s')).toBe('s');
    const row = answerProjection({ $ref: '#/components/schemas/Row' }, components);
    const date = new Date(0);
    expect(row(date)).toBe(date);
    expect(row([1])).toEqual([1]);
    expect(answerProjection(undefined, components)({ z: 1 })).toEqual({ z: 1 });
  });

  it('follows recursive schemas and merges allOf', () => {
    const tree = answerProjection({ $ref: '#/components/schemas/Tree' }, components);
    expect(tree({ name: 'r', x: 1, children: [{ name: 'c', y: 2, children: [] }] })).toEqual({
      name: 'r',
      children: [{ name: 'c', children: [] }],
    });
    const both = answerProjection({ $ref: '#/components/schemas/Both' }, components);
    expect(both({ x: 'a', y: 1, z: 2 })).toEqual({ x: 'a', y: 1 });
  });

  it('refuses a reference bff.yaml does not hold', () => {
    expect(() => answerProjection({ $ref: '#/components/schemas/Nope' }, components)).toThrow(/unresolved/);
  });
});
