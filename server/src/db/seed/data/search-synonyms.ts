// Synonym groups for search: the words citizens type joined with the legal terms the statutes,
// decisions and forms use. Editors extend these in the admin screen (origin EDITOR); these are SEED.
// The groups are data, by topic (임대차, 근로, 가족 …): search-synonyms.json.
import { z } from 'zod';
import type { SynonymSeed } from './legal-types';
import synonymsJson from './search-synonyms.json';

const Topic = z.object({ topic: z.string(), groups: z.array(z.object({ groupName: z.string(), phrases: z.array(z.string()).min(1) }).strict()) }).strict();

export const synonymSeeds: SynonymSeed[] = z
  .array(Topic)
  .parse(synonymsJson)
  .flatMap((t) => t.groups);
