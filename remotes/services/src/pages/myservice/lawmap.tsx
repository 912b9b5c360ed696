import LawMap from '../../lib/lawmap/LawMap';

/** 법률복지지도: the offices of the participating institutions on an offline map of Korea. */
export default function LawMapPage() {
  return <LawMap variant="lawmap" />;
}
