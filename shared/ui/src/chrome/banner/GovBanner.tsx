/** KRDS masthead: the official e-government banner on top of every page with chrome. */
export function GovBanner() {
  return (
    <div className="gov-banner">
      <div className="container gov-banner__inner">
        <span className="gov-banner__flag" aria-hidden="true" />
        <span>이 누리집은 대한민국 공식 전자정부 누리집입니다.</span>
      </div>
    </div>
  );
}
