import { boolean, char, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/*.sql (the SQL is what runs; this is how the code reads and writes it).

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id'),
  menuName: text('menu_name').notNull(),
  menuUrl: text('menu_url').unique(),
  menuType: text('menu_type').$type<'MENU' | 'TAB' | 'PAGE' | 'POPUP'>().notNull(),
  moduleNm: text('module_nm').$type<'SRVC' | 'LWA' | 'LWA_DSC'>(),
  useSatisfaction: boolean('use_satisfaction').notNull().default(false),
  access: text('access').$type<'PUBLIC' | 'MEMBER'>().notNull().default('PUBLIC'),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  alpha3: char('alpha3', { length: 3 }).notNull().unique(),
  numeric: char('numeric', { length: 3 }).notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  loginId: text('login_id').notNull().unique(),
  memberName: text('member_name').notNull(),
  mbrTypeCd: text('mbr_type_cd').notNull(),
  passwordHash: text('password_hash'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id').notNull(),
  loginAt: timestamp('login_at', { withTimezone: true }).notNull().defaultNow(),
  prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pageSatisfaction = pgTable('page_satisfaction', {
  id: uuid('id').primaryKey().defaultRandom(),
  menuId: text('menu_id').notNull(),
  score: smallint('score').notNull(),
  comment: text('comment').notNull().default(''),
  memberId: uuid('member_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  nttId: text('ntt_id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  viewCount: integer('view_count').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
