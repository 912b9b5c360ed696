import type { dscsnCalls } from '@portal/contracts';
import { createScanner } from '../../adapters/scan';
import { createVideoAdapter } from '../../adapters/video';
import type { Module } from '../../kernel/module';
import { bookingHandlers } from './booking';
import { catalogHandlers, openAvailability } from './catalog';
import type { DscsnContext } from './context';
import { cyberHandlers } from './cyber';
import { fileHandlers, registerMultipart } from './files/routes';
import { holidayHandlers } from './holidays';
import { staffHandlers } from './staff';

/** Consultation (issue 5): institutions, booking, my reservations, video room, files, cyber consultation, staff, public holidays. */
export const dscsnModule: Module<typeof dscsnCalls> = ({ db, config, files, openData }) => {
  openData.availability = openAvailability(db);
  const ctx: DscsnContext = { db, config, video: createVideoAdapter(config.videoAdapter) };
  return {
    handlers: {
      ...catalogHandlers(ctx),
      ...bookingHandlers(ctx),
      ...fileHandlers(db, files, createScanner(config)),
      ...cyberHandlers(ctx),
      ...staffHandlers(ctx),
      ...holidayHandlers(db),
    },
    install: registerMultipart,
  };
};
