import { dscsnVideoEnter as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/dscsn/vido/enter: the video room of a reservation, for its number and access code. */
export const dscsnVideoEnter = defineMutation(descriptor);
