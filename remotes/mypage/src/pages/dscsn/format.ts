// The customer-centre pages of my page (qna) still import these from here; they live in src/lib/dscsn/.
export * from '../../lib/dscsn/format';
