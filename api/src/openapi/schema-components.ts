import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * Rewrites the references of one converted schema to components: `#` (the schema itself, for a
 * recursive one) to its own component, `#/$defs/x` to the component its definition becomes.
 */
function pointAtComponents(value: unknown, own: string, defName: (def: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => pointAtComponents(item, own, defName));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key !== '$ref' || typeof item !== 'string') {
        return [key, pointAtComponents(item, own, defName)];
      }
      if (item === '#') return [key, componentRef(own)];
      const def = /^#\/\$defs\/(.+)$/.exec(item)?.[1];
      return [key, def === undefined ? item : componentRef(defName(def))];
    }),
  );
}

/**
 * The `components.schemas` of a document, from zod schemas. A zod schema converted alone keeps
 * its shared and recursive parts in its own `$defs`, which a reference from elsewhere in the
 * document cannot reach: they become components of their own here, named after it.
 */
export function schemaComponents() {
  const schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of a zod schema as the request (`input`) or the answer (`output`) has it. */
  const convert = (schema: z.ZodType, io: 'input' | 'output') => {
    const converted: JsonSchema = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
    });
    // The dialect is the document's (OpenAPI 3.1's), not named per schema.
    delete converted.$schema;
    return converted;
  };

  /** Adds a component from a zod schema (or from JSON Schema as is) and answers a reference to it. */
  const add = (name: string, schema: z.ZodType | JsonSchema, io: 'input' | 'output' = 'output') => {
    if (name in schemas) throw new Error(`Two components named ${name}`);
    const { $defs = {}, ...root } = schema instanceof z.ZodType ? convert(schema, io) : schema;
    const defName = (def: string) => `${name}_${def.replace(/^_+/, '')}`;
    schemas[name] = pointAtComponents(root, name, defName) as JsonSchema;
    for (const [def, definition] of Object.entries($defs as Record<string, unknown>)) {
      schemas[defName(def)] = pointAtComponents(definition, name, defName) as JsonSchema;
    }
    return { $ref: componentRef(name) };
  };

  /** The properties of an object schema as parameters of a path or a query. */
  const parameters = (schema: z.ZodType, location: 'query' | 'path') => {
    const { properties = {}, required = [] } = convert(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      schema: property,
    }));
  };

  return { add, parameters, schemas };
}
