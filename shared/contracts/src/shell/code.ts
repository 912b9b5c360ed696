import { z } from 'zod';

export const CodeListQuery = z.object({
  codeGroupId: z
    .string({ error: 'codeGroupId는 하나의 문자열로 보내 주세요.' })
    .trim()
    .max(40, { error: 'codeGroupId는 40자 이하로 입력해 주세요.' })
    .regex(/^[A-Za-z0-9_]*$/, { error: 'codeGroupId에는 영문, 숫자, 밑줄만 쓸 수 있습니다.' })
    .optional()
    .default(''),
});

export const CodeItem = z.object({
  codeGroupId: z.string(),
  code: z.string(),
  codeName: z.string(),
  sortOrder: z.number().int(),
});
export type CodeItem = z.infer<typeof CodeItem>;
export const CodeList = z.array(CodeItem);

export const NationCode = z.object({
  ntnCd: z.string().length(2),
  ntnCdAlpha3: z.string().length(3),
  ntnNo: z.string().length(3),
  ntnNm: z.string(),
  ntnEngNm: z.string(),
});
export type NationCode = z.infer<typeof NationCode>;
export const NationCodeList = z.array(NationCode);
