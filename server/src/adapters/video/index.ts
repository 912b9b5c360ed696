import type { VideoAdapterName } from '../../config';
import { SandboxVideoAdapter } from './sandbox';
import { pickAdapter } from '../pick';

export interface VideoRoomRequest {
  rsvtNo: string;
  instCode: string;
  startsAt: Date;
  endsAt: Date;
}

export interface VideoRoomAnswer {
  roomName: string;
  /** https address of the provider's room, or a portal path for the sandbox room. */
  roomUrl: string;
}

/**
 * A video-consultation provider. The portal decides who may enter and when (reservation, access
 * code, the window from 10 minutes before the start to the end); the adapter names the room and
 * where the browser opens it. A real provider is a new class here plus a name in config.ADAPTERS.VIDEO_ADAPTER.
 */
export interface VideoAdapter {
  readonly name: VideoAdapterName;
  /** true: the page says it is a test room. */
  readonly sandbox: boolean;
  room(request: VideoRoomRequest): Promise<VideoRoomAnswer>;
}

export function createVideoAdapter(name: VideoAdapterName): VideoAdapter {
  return pickAdapter('VIDEO_ADAPTER', '화상상담', name, { sandbox: () => new SandboxVideoAdapter() });
}
