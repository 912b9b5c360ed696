import { useQuery } from '@tanstack/react-query';
import topologyFile from '../../assets/korea-sigungu.topo.json';
import { drawMap, type MapDrawing, type SigunguTopology } from './geometry';

// a static file of this remote's build (an asset module: its address; precompressed, cached with its
// version folder), not an API call
const TOPOLOGY_URL = topologyFile as unknown as string;

/** The drawing of the map: the boundaries file, loaded once per visit. */
export function useMapDrawing() {
  return useQuery<MapDrawing>({
    queryKey: ['lawmap-topology', TOPOLOGY_URL],
    queryFn: async ({ signal }) => {
      const res = await fetch(TOPOLOGY_URL, { signal });
      if (!res.ok) throw new Error(`지도 파일 ${res.status}`);
      return drawMap((await res.json()) as SigunguTopology);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
