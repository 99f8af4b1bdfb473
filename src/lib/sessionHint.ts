/**
 * docs/auth.md#first-paint: the server renders every visitor signed out, and the session lives in
 * local storage, which only the browser reads. A script in a server-rendered page's head marks the
 * document with SESSION_STORED when a session is stored, and gives the stored user's name as the
 * STORED_USER_NAME property (server/ssr/sessionHint.ts), before the page paints. Until the app has
 * read the session itself, the parts only a signed-out visitor sees carry SIGNED_OUT_PART and are
 * hidden under that mark, and those a stored session shows in their place carry STORED_SESSION_PART
 * and are shown only under it (the page's style beside the script). Once the app runs, SESSION_STORED
 * follows the session it holds (AuthProvider); the footer's CSS reads it (public/footer.css).
 */
export const SESSION_STORED = 'data-session-stored';
export const SIGNED_OUT_PART = 'data-signed-out';
/** SIGNED_OUT_PART's value on a part that a stand-in replaces under the mark: it takes no place. */
export const SIGNED_OUT_GIVES_PLACE = 'gives-place';
export const STORED_SESSION_PART = 'data-stored-session';
/** A CSS string: the stored user's name as the bar shows it (docs/auth.md#session-restore: 'User' without one). */
export const STORED_USER_NAME = '--stored-user-name';
