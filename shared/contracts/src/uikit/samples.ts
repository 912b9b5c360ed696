import { z } from 'zod';
import { Email, MobileNo, PersonName } from '../member/schemas';

/**
 * The /validateSample form (issue 35): the portal's own field rules (name, mobile, e-mail of the member
 * schemas) with their Korean messages, plus a web address. No call sends it: the sample shows the
 * checks a real form of the portal makes in the browser before the server makes the same ones.
 */
export const SAMPLE_HOMEPAGE_MAX = 300;

/** An absolute http(s) address with a dotted host (or localhost); '' when the field is left empty. */
export const WebAddress = z
  .string()
  .trim()
  .max(SAMPLE_HOMEPAGE_MAX, { error: `누리집 주소는 ${SAMPLE_HOMEPAGE_MAX}자 이하로 입력해 주세요.` })
  .refine(
    (v) => {
      if (v === '') return true;
      if (/\s/.test(v)) return false;
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && (u.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(u.hostname));
      } catch {
        return false;
      }
    },
    { error: '누리집 주소를 https://www.example.kr 형식으로 입력해 주세요.' },
  );

export const SAMPLE_TOPICS = ['FAMILY', 'LEASE', 'WAGE', 'DEBT'] as const;
export const SAMPLE_TOPIC_LABELS: Record<(typeof SAMPLE_TOPICS)[number], string> = {
  FAMILY: '가사(이혼·양육비)',
  LEASE: '임대차(전세 보증금)',
  WAGE: '임금·퇴직금',
  DEBT: '채무·개인회생',
};

export const SampleContact = z.object({
  name: PersonName,
  mobileNo: MobileNo,
  email: z.string().trim().min(1, { error: '전자우편 주소를 입력해 주세요.' }).pipe(Email),
  homepage: WebAddress,
  topic: z.enum(SAMPLE_TOPICS, { error: '상담 분야를 선택해 주세요.' }),
  consent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
});
export type SampleContact = z.infer<typeof SampleContact>;

/** /sample/sampleCheckboxTest: two required consents, an optional one, and at least one way to hear back. */
export const SAMPLE_CHANNELS = ['SMS', 'EMAIL', 'POST'] as const;
export const SAMPLE_CHANNEL_LABELS: Record<(typeof SAMPLE_CHANNELS)[number], string> = { SMS: '문자', EMAIL: '전자우편', POST: '우편' };
export const SampleCheckboxes = z.object({
  agreeTerms: z.literal(true, { error: '이용약관에 동의해 주세요.' }),
  agreePrivacy: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
  agreeNews: z.boolean(),
  channels: z.array(z.enum(SAMPLE_CHANNELS)).min(1, { error: '결과를 받을 방법을 하나 이상 골라 주세요.' }),
});
export type SampleCheckboxes = z.infer<typeof SampleCheckboxes>;

/** /sample/sampleRadioTest: how to be consulted and when. */
export const SAMPLE_WAYS = ['PHONE', 'VIDEO', 'VISIT'] as const;
export const SAMPLE_WAY_LABELS: Record<(typeof SAMPLE_WAYS)[number], string> = { PHONE: '전화 상담', VIDEO: '화상 상담', VISIT: '방문 상담' };
export const SAMPLE_TIMES = ['AM', 'PM'] as const;
export const SAMPLE_TIME_LABELS: Record<(typeof SAMPLE_TIMES)[number], string> = { AM: '오전(9시~12시)', PM: '오후(13시~18시)' };
export const SampleRadios = z.object({
  way: z.enum(SAMPLE_WAYS, { error: '상담 방법을 선택해 주세요.' }),
  time: z.enum(SAMPLE_TIMES, { error: '상담 시간대를 선택해 주세요.' }),
});
export type SampleRadios = z.infer<typeof SampleRadios>;

/** /sample/sampleComboTest: an institution picked from the list (typed text alone is not a choice). */
export const SampleCombo = z.object({
  institution: z.string({ error: '기관을 목록에서 골라 주세요.' }).min(1, { error: '기관을 목록에서 골라 주세요.' }),
});
export type SampleCombo = z.infer<typeof SampleCombo>;
