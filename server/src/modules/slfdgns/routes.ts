import { evaluateEligibility, RuleInputError, type slfdgnsCalls } from '@portal/contracts';
import { HttpError } from '../../http/errors';
import type { Module } from '../../kernel/module';

/**
 * The self-diagnosis (자가진단, issue 16): the same pure rule the pages show, answered as a public
 * call. Nothing is stored or logged (incomes are personal data); the XSRF check applies as to every POST.
 */
export const slfdgnsModule: Module<typeof slfdgnsCalls> = () => ({
  handlers: {
    slfdgnsEvaluate: async (_req, _reply, { body }) => {
      try {
        return evaluateEligibility(body);
      } catch (e) {
        if (e instanceof RuleInputError) throw new HttpError(400, `요청 값을 확인해 주십시오. ${e.field}: ${e.message}`, [{ field: e.field, message: e.message }]);
        throw e;
      }
    },
  },
});
