// A module of the server (server/src/modules/<area>/): the handlers of every call of its area of the
// contract table, built from the one context every module gets. server/src/modules/index.ts lists
// them; app.ts registers them all alike.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiCall } from '@portal/contracts';
import type { OutboxSender } from '../adapters/notify/outbox';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Handlers } from '../http/route';
import type { MenuService } from './menus/service';
import type { FileStorage } from './files/storage';
import type { OpenData } from './open-data';
import type { RouteRuleService } from './route-rules/service';
import type { SearchIndex } from './search/engine';

/** What every module is built from. */
export interface ModuleContext {
  /** The primary database: every write, and the reads that must see them. */
  db: Db;
  /** Where searches read: a replica when DATABASE_READ_URL is set, else the primary. */
  readDb: Db;
  /** The primary database itself (its kind, a ping). */
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** The app clock (a test's controlled clock, or real time). */
  now: () => Date;
  /** Stored files, encrypted at rest: uploads, and the bytes the server makes. */
  files: FileStorage;
  /** Notices (SMS, e-mail) queued in a change's transaction and delivered in the background. */
  outbox: OutboxSender;
  /** The one search index (statutes, cases, boards, services) every area searches and indexes into. */
  search: SearchIndex;
  /** Page address rules (redirects, activity windows) the page server and the shell calls both read. */
  routeRules: RouteRuleService;
  /** The site's menu as the shell's calls read it (kept per process; the back office's menu edits empty it). */
  menus: MenuService;
  /** What the open API publishes: each owning module fills its part with its own queries (kernel/open-data.ts). */
  openData: OpenData;
  /** The version of the data anonymous pages and answers show (ssr/page-data.ts): kept pages and search answers are keyed by it. */
  dataVersion: () => Promise<string>;
}

/** What a module gives the app: a handler for each call of its area, and what else it needs installed. */
export interface ModuleParts<Calls extends Record<string, ApiCall>> {
  handlers: Handlers<Calls>;
  /** Hooks, decorations, background work or routes outside the contract (test-only routes). */
  install?(app: FastifyInstance): void | Promise<void>;
}

export type Module<Calls extends Record<string, ApiCall>> = (ctx: ModuleContext) => ModuleParts<Calls> | Promise<ModuleParts<Calls>>;
