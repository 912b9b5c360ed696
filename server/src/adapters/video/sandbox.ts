import type { VideoAdapter, VideoRoomAnswer, VideoRoomRequest } from './index';

/** The sandbox: a labelled test room per reservation, shown by the portal page /dscsn/vido?room=NAME. */
export class SandboxVideoAdapter implements VideoAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;

  async room(request: VideoRoomRequest): Promise<VideoRoomAnswer> {
    const roomName = `SANDBOX-${request.rsvtNo}`;
    return { roomName, roomUrl: `/dscsn/vido?room=${encodeURIComponent(roomName)}` };
  }
}
