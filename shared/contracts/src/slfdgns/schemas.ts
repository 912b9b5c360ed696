// Self-diagnosis (자가진단, /elrcpt/slfdgns/…, issue 16): the public evaluate call's body and answer.
import { z } from 'zod';
import { MEDIAN_YEARS, TARGET_BY_CODE } from './rules';

export * from './rules';

const yearsText = MEDIAN_YEARS.map((y) => `${y}년`).join(', ');
const Won = (what: string) =>
  z
    .number({ error: `${what}을 숫자(원)로 적어 주세요.` })
    .int({ error: `${what}은 원 단위 정수로 적어 주세요.` })
    .min(0, { error: `${what}은 0원 이상으로 적어 주세요.` })
    .max(100_000_000_000, { error: `${what}이 너무 큽니다. 월 금액을 원 단위로 적어 주세요.` });

export const EvaluateRequest = z.object({
  year: z
    .number({ error: `기준 연도(year)를 숫자로 골라 주세요: ${yearsText}.` })
    .int({ error: '기준 연도(year)는 정수로 골라 주세요.' })
    .refine((y) => MEDIAN_YEARS.includes(y), { error: `기준 연도(year)는 기준 중위소득 자료가 있는 ${yearsText} 중에서 골라 주세요.` }),
  householdSize: z
    .number({ error: '가구원 수(householdSize)를 숫자로 골라 주세요.' })
    .int({ error: '가구원 수(householdSize)는 정수로 골라 주세요.' })
    .min(1, { error: '가구원 수(householdSize)는 1명 이상으로 골라 주세요.' })
    .max(20, { error: '가구원 수(householdSize)는 20명까지 고를 수 있습니다.' }),
  monthlyIncome: Won('가구 월소득(monthlyIncome)'),
  targetTypes: z
    .array(
      z
        .string({ error: '구조대상자 유형(targetTypes)은 목록의 코드로 보내 주세요.' })
        .max(40, { error: '구조대상자 유형(targetTypes)의 코드가 너무 깁니다. 목록에서 다시 골라 주세요.' })
        .refine((c) => TARGET_BY_CODE.has(c), { error: '알 수 없는 구조대상자 유형(targetTypes)입니다. 목록에서 다시 골라 주세요.' }),
      { error: '구조대상자 유형(targetTypes)은 코드 목록으로 보내 주세요.' },
    )
    .max(20, { error: '구조대상자 유형(targetTypes)은 20개까지 고를 수 있습니다.' }),
  /** 최종 3개월 월평균임금: only for the 임금등 체불 types. */
  averageWage: Won('최종 3개월 월평균임금(averageWage)').nullish(),
});
export type EvaluateRequest = z.input<typeof EvaluateRequest>;

export const RuleTestSchema = z.object({
  id: z.enum(['TYPE', 'WAGE', 'INCOME']),
  label: z.string(),
  status: z.enum(['PASS', 'FAIL', 'NOT_NEEDED']),
  detail: z.string(),
  limit: z.number().int().nullable(),
});
export const EvaluateAnswer = z.object({
  eligible: z.boolean(),
  tier: z.enum(['FREE', 'PARTIAL', 'NOT_ELIGIBLE']),
  limit: z.number().int().nullable(),
  over: z.number().int(),
  basisType: z.object({ code: z.string(), name: z.string() }),
  tests: z.array(RuleTestSchema),
  documents: z.array(z.string()),
});
export type EvaluateAnswer = z.infer<typeof EvaluateAnswer>;
