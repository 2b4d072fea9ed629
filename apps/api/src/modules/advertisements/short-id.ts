import { randomInt } from 'node:crypto';
import { SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from '@coachyard/contract';

/** 8 characters of 31 (no 0/O, 1/I/L): 8.5 × 10¹¹ ids, so a clash is rare and simply retried. */
export const generateShortId = () =>
  Array.from({ length: SHORT_ID_LENGTH }, () => SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)]).join(
    '',
  );
