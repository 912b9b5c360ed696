// Policy texts (area `policy`): the versions of the terms of use.
import { errors, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { TermsDocument, TermsVersionList, TermsVersionParams } from './schemas';

export const policyCalls = {
  termsVersions: {
    method: 'GET',
    path: '/api/policy/terms',
    summary: '이용약관 개정 이력: 버전(시행일), 적용 기간, 바뀐 점 (최신 먼저)',
    tags: ['policy'],
    access: 'public',
    responses: { 200: TermsVersionList, ...errors },
  },
  termsDocument: {
    method: 'GET',
    path: '/api/policy/terms/:version',
    summary: '이용약관 한 버전의 전문 (조문별). 없는 버전은 404',
    tags: ['policy'],
    access: 'public',
    params: TermsVersionParams,
    responses: { 200: TermsDocument, 404: ErrorBody, ...errors },
  },
} satisfies Record<string, ApiCall>;
