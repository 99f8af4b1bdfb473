import {
  SESSION_STORED,
  SIGNED_OUT_GIVES_PLACE,
  SIGNED_OUT_PART,
  STORED_SESSION_PART,
  STORED_USER_NAME,
} from '@/lib/sessionHint';
import { TOKEN_KEY, USER_KEY } from '@/lib/storage';
import { minifiedScript } from './inlineScript';

/**
 * docs/auth.md#first-paint: the script in the head of a server-rendered page. The server cannot know
 * who is signed in (the token stays in local storage, sent only with the calls that need it), so
 * this script, before the page paints, marks the document when local storage holds a session (a
 * stored user and a token whose `exp` has not passed) and gives the bar the user's name: the parts
 * only a signed-out visitor sees stay hidden, and the name shows where the menu comes, until the app
 * has read the session itself. It accepts exactly what isSessionValid does (src/lib/storage.ts;
 * sessionHint.test.ts holds the two together) and changes nothing stored: the app still decides.
 */
const SESSION_HINT = minifiedScript(`(function () {
  try {
    var token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
    var user = JSON.parse(localStorage.getItem(${JSON.stringify(USER_KEY)}));
    var exp = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp;
    if (!user || typeof exp !== 'number' || !isFinite(exp) || exp <= Date.now() / 1000) return;
    var root = document.documentElement;
    root.setAttribute(${JSON.stringify(SESSION_STORED)}, '');
    // A CSS string: every character but a letter, digit or space written as its code point.
    var name = typeof user.name === 'string' && user.name ? user.name : 'User';
    root.style.setProperty(${JSON.stringify(STORED_USER_NAME)}, '"' + name.replace(/[^A-Za-z0-9 ]/gu, function (c) {
      return '\\\\' + c.codePointAt(0).toString(16) + ' ';
    }) + '"');
  } catch (error) {
    // no session stored, or none readable: the page stays as the server rendered it
  }
})();`);

/**
 * What the mark shows and hides, until the app has read the session (src/features/auth/firstPaint.tsx).
 * Only a server-rendered page needs it: where the browser renders the page, the app reads the
 * session before its first render.
 */
const SESSION_PARTS = `html[${SESSION_STORED}] [${SIGNED_OUT_PART}]{visibility:hidden}html[${SESSION_STORED}] [${SIGNED_OUT_PART}=${SIGNED_OUT_GIVES_PLACE}]{display:none}[${STORED_SESSION_PART}]{display:none}html[${SESSION_STORED}] [${STORED_SESSION_PART}]{display:contents}`;

/** The script and its style, with the request's nonces, for the page's head. */
export const sessionHintTags = (nonce: { script: string; style: string }) =>
  `<script nonce="${nonce.script}">${SESSION_HINT}</script><style nonce="${nonce.style}">${SESSION_PARTS}</style>`;

/** The script's text alone, for its test. */
export const sessionHintSource = SESSION_HINT;
