import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueService, HelpMethod, InstCategory, LinkLevel, RegionCode, ServiceMatch, ServiceType, SourceRef } from '@portal/contracts';
import { catalogueEntry, institutionOffice, ts } from './columns';

// Service catalogue and one-stop requests (0013_services).

export const svcInstitutions = pgTable('svc_institutions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  unit: text('unit'),
  category: text('category').$type<InstCategory>().notNull(),
  linkLevel: text('link_level').$type<LinkLevel>().notNull(),
  linked: jsonb('linked').$type<string[]>().notNull(),
  summary: text('summary').notNull(),
  phone: text('phone'),
  website: text('website'),
  hours: text('hours'),
  address: text('address'),
  sources: jsonb('sources').$type<SourceRef[]>().notNull(),
  ...catalogueEntry(),
});

export const svcServices = pgTable('svc_services', {
  id: text('id').primaryKey(),
  instCode: text('inst_code').notNull(),
  title: text('title').notNull(),
  types: jsonb('types').$type<ServiceType[]>().notNull(),
  summary: text('summary').notNull(),
  who: jsonb('who').$type<string[]>().notNull(),
  cost: text('cost').notNull(),
  methods: jsonb('methods').$type<HelpMethod[]>().notNull(),
  apply: jsonb('apply').$type<CatalogueService['apply']>().notNull(),
  documents: jsonb('documents').$type<string[]>().notNull(),
  regions: jsonb('regions').$type<RegionCode[]>().notNull(),
  match: jsonb('match').$type<ServiceMatch>().notNull(),
  sources: jsonb('sources').$type<SourceRef[]>().notNull(),
  ...catalogueEntry(),
});

export const svcOffices = pgTable('svc_offices', {
  ...institutionOffice(),
  sigungu: text('sigungu').notNull(),
  methods: jsonb('methods').$type<HelpMethod[]>().notNull(),
  ...catalogueEntry(),
});

export const svcOneStop = pgTable('svc_one_stop', {
  id: uuid('id').primaryKey(),
  receiptNo: text('receipt_no').notNull().unique('svc_one_stop_receipt_no_key'),
  memberId: uuid('member_id').notNull(),
  problem: text('problem').notNull(),
  title: text('title').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
