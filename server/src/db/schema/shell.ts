import { boolean, char, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { catalogueEntry, ts, uuidKey } from './columns';

// Shell (migrations 0001_foundation, 0002_shell, 0024_content_tables): menus, codes, nations, route rules, page satisfaction, rate limits.

/** The system administrator's last change from the back office (0023): NULL while the row is the seed's own, which every start refreshes. */
const editedByAdmin = () => ({
  editedAt: ts('edited_at'),
  editedBy: uuid('edited_by'),
});

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id'),
  menuName: text('menu_name').notNull(),
  menuUrl: text('menu_url').unique('menus_menu_url_key'),
  menuType: text('menu_type').$type<'MENU' | 'TAB' | 'PAGE' | 'POPUP'>().notNull(),
  moduleNm: text('module_nm').$type<'SRVC' | 'LWA' | 'LWA_DSC'>(),
  useSatisfaction: boolean('use_satisfaction').notNull().default(false),
  access: text('access').$type<'PUBLIC' | 'MEMBER'>().notNull().default('PUBLIC'),
  ...catalogueEntry(),
  ...editedByAdmin(),
});

export const codeGroups = pgTable('code_groups', {
  codeGroupId: text('code_group_id').primaryKey(),
  codeGroupName: text('code_group_name').notNull(),
});

export const codes = pgTable(
  'codes',
  {
    codeGroupId: text('code_group_id').notNull(),
    code: text('code').notNull(),
    codeName: text('code_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    useYn: boolean('use_yn').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.codeGroupId, t.code] })],
);

export const nations = pgTable('nations', {
  alpha2: char('alpha2', { length: 2 }).primaryKey(),
  alpha3: char('alpha3', { length: 3 }).notNull().unique('nations_alpha3_key'),
  numeric: char('numeric', { length: 3 }).notNull().unique('nations_numeric_key'),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

export const routeRules = pgTable('route_rules', {
  ruleId: text('rule_id').primaryKey(),
  matchPath: text('match_path').notNull(),
  matchType: text('match_type').$type<'EXACT' | 'PREFIX'>().notNull().default('EXACT'),
  priority: integer('priority').notNull().default(0),
  action: text('action').$type<'REDIRECT' | 'EXTERNAL'>().notNull(),
  target: text('target').notNull(),
  institution: text('institution'),
  message: text('message'),
  useYn: boolean('use_yn').notNull().default(true),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  ...editedByAdmin(),
});

export const pageSatisfaction = pgTable('page_satisfaction', {
  id: uuidKey(),
  menuId: text('menu_id').notNull(),
  score: smallint('score').notNull(),
  comment: text('comment').notNull().default(''),
  memberId: uuid('member_id'),
  idempotencyKey: text('idempotency_key').notNull().unique('page_satisfaction_idempotency_key_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
