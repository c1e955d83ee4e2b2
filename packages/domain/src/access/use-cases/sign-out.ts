import type { Sessions } from '../sign-in/sessions';

/**
 * Ends the session of `sessionId` (`DELETE /admin/api/session`, docs/sign-in.md#sessions); nothing happens for a
 * missing, unknown or already ended one, so signing out twice is harmless.
 */
export class SignOut {
  constructor(private readonly sessions: Sessions) {}

  async execute(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.end(sessionId);
  }
}
