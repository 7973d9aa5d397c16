/** What services may do with the HTTP session, whichever adapter the request came through. */
export interface SessionPort {
  readonly userId: string | null;
  readonly epoch: number | null;
  /** A new session id for the signed-in user (no session fixation). */
  establish(userId: string, epoch: number): Promise<void>;
  /** Destroys the session and clears the cookie. */
  end(): Promise<void>;
  /** The sign-ups this browser made and has not verified yet (ids of pending registrations). */
  readonly registrationIds: readonly string[];
  /** Binds a sign-up to this browser: only this session can confirm it with the e-mailed code. */
  bindRegistration(id: string): Promise<void>;
}
