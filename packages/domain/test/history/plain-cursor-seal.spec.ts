import { cursorSealContract, PlainCursorSeal } from '@employee/domain/testing';

/** The test seal keeps the port's promises, so the feed tests that run on it hold for the service's seal. */
cursorSealContract('plain', () => new PlainCursorSeal());
