import LawMap from '../../lib/lawmap/LawMap';

/** The services of a type on the map (?type=): the same map, filtered by the institutions' service types. */
export default function ServiceTypeMapPage() {
  return <LawMap variant="type" />;
}
