import type { SafeParser } from '@portal/ui/form';

interface Parsable<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A schema whose error paths are renamed to the form's flat field names ('consent.terms' → 'terms',
 * 'applicant.name' → 'name'): the form keeps flat values, the contract's schema is nested. `messageOf`
 * may put a field's own message in place of the contract's (null keeps it).
 */
export function flatParser<Out, In = never>(
  schema: Parsable<Out>,
  fieldOf: (path: string) => string,
  messageOf?: (field: string, value: In) => string | null,
): SafeParser<Out> {
  return {
    safeParse(value) {
      const r = schema.safeParse(value);
      if (r.success) return r;
      const issues = r.error.issues.map((i) => {
        const field = fieldOf(i.path.map(String).join('.'));
        return { path: [field], message: messageOf?.(field, value as In) ?? i.message };
      });
      return { success: false, error: { issues } };
    },
  };
}
