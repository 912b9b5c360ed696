/**
 * Consultation institutions and their offices (issue 5). Facts come from public pages: each
 * institution's `sources` (shown on its page) and LICENSE-NOTES.md name them. Where a fact could not
 * be confirmed (an office's street address, an office's own number) it is left out and the page says
 * where to ask, rather than guessed. Office capacities (places per 30-minute slot) are our decision.
 *
 * The institutions' pages and their offices are data: institutions.json, checked here when loaded.
 */
import { z } from 'zod';
import { Institution as InstitutionPage, INST_CODES, REGION_CODES, RSVT_METHODS } from '@portal/contracts';
import institutionsJson from './institutions.json';

/** An institution's page as the API serves it (contracts' Institution) but its office count, which is counted when served. */
const Institution = InstitutionPage.omit({ officeCount: true }).strict();
export type InstitutionSeed = z.infer<typeof Institution>;

const Office = z
  .object({
    officeId: z.string(),
    instCode: z.enum(INST_CODES),
    name: z.string(),
    region: z.enum(REGION_CODES),
    address: z.string(),
    phone: z.string(),
    /** Places per 30-minute slot by method (our decision). */
    capacity: z.partialRecord(z.enum(RSVT_METHODS), z.number().int().positive()),
  })
  .strict();
export type OfficeSeed = z.infer<typeof Office>;

/** Places per 30-minute slot (our decision): a 지부 books more than a 출장소 or 지소. */
const KLAC_CAPACITY = {
  BRANCH: { VISIT: 3, VIDEO: 2, PHONE: 3 },
  SMALL: { VISIT: 2, VIDEO: 1, PHONE: 2 },
  TINY: { VISIT: 1, PHONE: 1 },
} as const satisfies Record<string, OfficeSeed['capacity']>;

/** A KLAC office: its size decides its capacity; without its own number or a confirmed address it shows 132 and where to ask. */
const KlacOffice = z
  .object({
    id: z.string(),
    name: z.string(),
    region: z.enum(REGION_CODES),
    size: z.enum(['BRANCH', 'SMALL', 'TINY']),
    phone: z.string().optional(),
    address: z.string().optional(),
  })
  .strict();

const KLAC_ADDRESS_NOTE = '주소는 공단 누리집(www.klac.or.kr)의 ‘전국 사무소 안내’ 또는 132에서 확인해 주세요.';

const data = z
  .object({
    institutions: z.array(Institution),
    /** The 18 지부 (one beside each district court), then the 출장소 and 지소 the sources confirm. */
    klacOffices: z.array(KlacOffice),
    /** 법률홈닥터 placements (address and number as the sources publish them), 한국가정법률상담소 본부, 대한가정법률복지상담원 본원. */
    offices: z.array(Office),
  })
  .strict()
  .parse(institutionsJson);

export const institutionSeeds: InstitutionSeed[] = data.institutions;

export const officeSeeds: OfficeSeed[] = [
  ...data.klacOffices.map((o) => ({
    officeId: `KLAC-${o.id}`,
    instCode: 'KLAC' as const,
    name: `대한법률구조공단 ${o.name}`,
    region: o.region,
    address: o.address ?? KLAC_ADDRESS_NOTE,
    phone: o.phone ?? '132',
    capacity: KLAC_CAPACITY[o.size],
  })),
  ...data.offices,
];
