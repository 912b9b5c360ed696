import { z } from 'zod';
import { AuthRecord } from './auth';
import { CodeList, CodeListQuery, NationCodeList } from './code';
import { ErrorBody, OkBody } from './common';
import { AccessPageResult, MenuList, MenuUrlQuery } from './menu';
import { Health } from './registry';

/**
 * Every API call: the server registers its routes from this table and the OpenAPI document is
 * generated from it, so the front end, the server and the document cannot disagree.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  querystring?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

const errors = { 400: ErrorBody, 500: ErrorBody };

export const apiCalls = {
  loginStatus: {
    method: 'GET',
    path: '/api/login/status',
    summary: '로그인 상태 조회 (spec 3, 7)',
    tags: ['auth'],
    responses: { 200: AuthRecord, ...errors },
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: '로그아웃: 서버 세션 삭제',
    tags: ['auth'],
    responses: { 200: OkBody, 403: ErrorBody, ...errors },
  },
  codeList: {
    method: 'GET',
    path: '/api/code/codeList',
    summary: '공통코드 목록 (codeGroupId가 비어 있으면 빈 목록)',
    tags: ['code'],
    querystring: CodeListQuery,
    responses: { 200: CodeList, ...errors },
  },
  ntnCodeList: {
    method: 'GET',
    path: '/api/code/ntnCodeList',
    summary: '국가코드 목록 (ISO 3166-1, 한글 국가명)',
    tags: ['code'],
    responses: { 200: NationCodeList, ...errors },
  },
  accessPage: {
    method: 'GET',
    path: '/api/accessPage',
    summary: '페이지 접근 확인',
    tags: ['menu'],
    querystring: MenuUrlQuery,
    responses: { 200: AccessPageResult, ...errors },
  },
  breadcrumbList: {
    method: 'GET',
    path: '/api/menu/breadcrumbList',
    summary: '경로(브레드크럼) 메뉴 목록: 마지막 항목이 콘텐츠 제목',
    tags: ['menu'],
    querystring: MenuUrlQuery,
    responses: { 200: MenuList, ...errors },
  },
  gnb: {
    method: 'GET',
    path: '/api/menu/gnb',
    summary: '상단 메뉴(GNB) 트리',
    tags: ['menu'],
    responses: { 200: MenuList, ...errors },
  },
  siteMap: {
    method: 'GET',
    path: '/api/menu/siteMap',
    summary: '사이트맵 트리',
    tags: ['menu'],
    responses: { 200: MenuList, ...errors },
  },
  healthz: {
    method: 'GET',
    path: '/healthz',
    summary: '프로세스 생존 확인',
    tags: ['ops'],
    responses: { 200: Health },
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    summary: '데이터베이스 연결 확인',
    tags: ['ops'],
    responses: { 200: Health, 503: Health },
  },
} satisfies Record<string, ApiCall>;
