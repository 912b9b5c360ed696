import type { SafeParser } from '@portal/ui/form';

interface Parsable<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A schema whose error paths are renamed to the form's flat field names ('consent.terms' → 'terms',
 * 'applicant.name' → 'name'): the form keeps flat values, the contract's schema is nested.
 */
export function flatParser<Out>(schema: Parsable<Out>, fieldOf: (path: string) => string): SafeParser<Out> {
  return {
    safeParse(value) {
      const r = schema.safeParse(value);
      if (r.success) return r;
      return { success: false, error: { issues: r.error.issues.map((i) => ({ path: [fieldOf(i.path.map(String).join('.'))], message: i.message })) } };
    },
  };
}
