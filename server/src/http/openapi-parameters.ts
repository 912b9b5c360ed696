import { z } from 'zod';

/** The OpenAPI parameters of a call's params, headers or querystring schema (both OpenAPI documents). */
export function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'header' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name: where === 'header' ? name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase()) : name,
    in: where,
    required: where === 'path' || (json.required?.includes(name) ?? false),
    schema: s,
  }));
}
